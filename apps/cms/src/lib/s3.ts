type Env = Record<string, string | undefined>

/** Every variable of the S3 upload store; any of them set means "use S3", and then the required ones must be there. */
export const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_FORCE_PATH_STYLE',
] as const
const REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const

export type S3Settings = {
  /** An S3-compatible server (MinIO, a cloud's object store); unset for AWS itself. */
  endpoint?: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Where the bucket's objects are public, without a trailing slash: a file's URL is `${publicUrl}/${hash}${ext}`. */
  publicUrl: string
  forcePathStyle: boolean
}

const httpUrl = (name: string, value: string) => {
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new Error(`${name} must be an http(s) URL`)
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash || parsed.username) {
    throw new Error(`${name} must be an http(s) URL without query, fragment or credentials`)
  }
  return value.replace(/\/+$/, '')
}

/**
 * The S3 upload store from S3_* (docs/decisions/0019), or undefined when none is set: uploads then
 * stay on the local disk (public/uploads), as on one instance. A partial or malformed set stops the
 * start-up with a message naming the variable.
 */
export function s3Settings(env: Env = process.env): S3Settings | undefined {
  const value = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() ?? ''
  if (S3_VARIABLES.every((name) => !value(name))) return undefined
  const missing = REQUIRED.filter((name) => !value(name))
  if (missing.length > 0) throw new Error(`S3 uploads: ${missing.join(', ')} must be set as well (or no S3_* at all)`)
  const forcePathStyle = value('S3_FORCE_PATH_STYLE') || 'false'
  if (!['true', 'false'].includes(forcePathStyle)) throw new Error('S3_FORCE_PATH_STYLE must be true or false')
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value('S3_BUCKET'))) throw new Error('S3_BUCKET must be a valid bucket name')
  return {
    endpoint: value('S3_ENDPOINT') ? httpUrl('S3_ENDPOINT', value('S3_ENDPOINT')) : undefined,
    bucket: value('S3_BUCKET'),
    region: value('S3_REGION') || 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    publicUrl: httpUrl('S3_PUBLIC_URL', value('S3_PUBLIC_URL')),
    forcePathStyle: forcePathStyle === 'true',
  }
}

/**
 * The upload plugin's provider settings for @strapi/provider-upload-aws-s3: objects public-read
 * under their generated name (the CMS re-encodes and renames every image, src/lib/image-upload.ts),
 * URLs built on S3_PUBLIC_URL (a CDN or the bucket's public address), never signed.
 */
export function s3UploadConfig(env: Env = process.env) {
  const settings = s3Settings(env)
  if (!settings) return {}
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: settings.publicUrl,
      s3Options: {
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        params: { Bucket: settings.bucket, ACL: 'public-read' },
      },
    },
    actionOptions: { upload: {}, uploadStream: {}, delete: {} },
  }
}
