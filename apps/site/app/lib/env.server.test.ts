import { describe, expect, it } from 'vitest'
import { DEV_CMS_PROXY_SECRET, DEV_CMS_WEBHOOK_SECRET, DEV_SESSION_SECRET, EnvError, getPublicEnv, parseEnv } from './env.server'

const SECRET = 'x'.repeat(40)
const WEBHOOK = 'w'.repeat(24)

describe('parseEnv', () => {
  it('fills in development defaults', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      CMS_URL: 'http://127.0.0.1:1337',
      CMS_MAX_CONNECTIONS: 32,
      CMS_TIMEOUT_MS: 5000,
      SITE_URL: 'http://localhost:3000',
      SESSION_SECRET: DEV_SESSION_SECRET,
      CMS_WEBHOOK_SECRET: DEV_CMS_WEBHOOK_SECRET,
      CMS_PROXY_SECRET: DEV_CMS_PROXY_SECRET,
      OPENAI_MODEL: 'gpt-4o-mini',
      AI_REWRITE_PER_HOUR: 5,
      AI_REWRITE_PER_ADDRESS_PER_HOUR: 10,
      AI_REWRITE_PLATFORM_PER_DAY: 1000,
      AI_REWRITE_TIMEOUT_MS: 20_000,
      RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      REDIS_KEY_PREFIX: 'talentstad:',
      RECAPTCHA_MIN_SCORE: 0.5,
      SENTRY_ENVIRONMENT: 'prod',
      MEMBER_CACHE_MS: 2000,
      SENTRY_TRACES_SAMPLE_RATE: 1,
      SENTRY_TRACES_PER_MINUTE: 60,
      SENTRY_TUNNEL_PER_MINUTE: 60,
      MONITORING_TEST_ROUTE: 'false',
      DESIGN_SYSTEM_PAGE: 'false',
      SITE_CACHE: 'on',
      GTM_SCRIPT_URL: 'https://www.googletagmanager.com/gtm.js',
    })
  })

  it('takes the CMS webhook secret and rejects a short one', () => {
    expect(parseEnv({ CMS_WEBHOOK_SECRET: 'w'.repeat(20) }).CMS_WEBHOOK_SECRET).toBe('w'.repeat(20))
    expect(() => parseEnv({ CMS_WEBHOOK_SECRET: 'short' })).toThrowError(/CMS_WEBHOOK_SECRET: needs at least 16 characters/)
  })

  it('takes a number of CMS connections from 1 to 1024', () => {
    expect(parseEnv({ CMS_MAX_CONNECTIONS: '8' }).CMS_MAX_CONNECTIONS).toBe(8)
    for (const value of ['0', '1025', '2.5', 'veel'])
      expect(() => parseEnv({ CMS_MAX_CONNECTIONS: value }), value).toThrowError(/CMS_MAX_CONNECTIONS/)
  })

  it('treats empty strings as not set', () => {
    expect(parseEnv({ PORT: '', CMS_API_TOKEN: '' })).toMatchObject({ PORT: 3000, CMS_API_TOKEN: undefined })
  })

  it('coerces the port and keeps the token', () => {
    expect(parseEnv({ PORT: '3100', CMS_API_TOKEN: 'abc' })).toMatchObject({ PORT: 3100, CMS_API_TOKEN: 'abc' })
  })

  it('refuses the development secret in production, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrowError(EnvError)
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrowError(/SESSION_SECRET: the development default/)
  })

  it('refuses the development webhook secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toThrowError(/CMS_WEBHOOK_SECRET: the development default/)
  })

  it('accepts production with a real secret, also a comma-separated list for rotation', () => {
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, CMS_WEBHOOK_SECRET: WEBHOOK }).NODE_ENV).toBe('production')
    expect(
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: `${SECRET},${SECRET}y`, CMS_WEBHOOK_SECRET: WEBHOOK }).SESSION_SECRET,
    ).toContain(',')
  })

  it('rejects short secrets', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrowError(/at least 32 characters/)
  })

  it('takes REDIS_URL and S3_PUBLIC_URL (several instances) and refuses other schemes or credentials in the public address', () => {
    expect(
      parseEnv({ REDIS_URL: 'rediss://:geheim@redis.example.nl:6380/0', S3_PUBLIC_URL: 'https://cdn.talentstad.nl/uploads' }),
    ).toMatchObject({
      REDIS_URL: 'rediss://:geheim@redis.example.nl:6380/0',
      S3_PUBLIC_URL: 'https://cdn.talentstad.nl/uploads',
    })
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/)
    expect(parseEnv({ REDIS_KEY_PREFIX: 'gemeente-b:' }).REDIS_KEY_PREFIX).toBe('gemeente-b:')
    expect(() => parseEnv({ REDIS_KEY_PREFIX: 'met spatie' })).toThrow(/REDIS_KEY_PREFIX: may hold letters/)
    expect(() => parseEnv({ S3_PUBLIC_URL: 'ftp://cdn.talentstad.nl' })).toThrow(/S3_PUBLIC_URL: must be an http\(s\) URL/)
    expect(() => parseEnv({ S3_PUBLIC_URL: 'https://sleutel:geheim@cdn.talentstad.nl' })).toThrow(
      /S3_PUBLIC_URL: must be an http\(s\) URL without/,
    )
  })

  it('lists every bad variable in one readable message', () => {
    let message = ''
    try {
      parseEnv({ NODE_ENV: 'staging', PORT: 'abc', CMS_URL: 'ftp://cms', SITE_URL: 'not a url' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^Invalid environment variables for the site:/)
    for (const name of ['NODE_ENV', 'PORT', 'CMS_URL', 'SITE_URL']) expect(message).toContain(`- ${name}:`)
  })
})

describe('getPublicEnv', () => {
  it('exposes error reporting only when SENTRY_DSN is set, with the tunnel path, and checks the DSN', () => {
    expect(getPublicEnv(parseEnv({})).SENTRY).toBeUndefined()
    expect(getPublicEnv(parseEnv({ SENTRY_DSN: '' })).SENTRY).toBeUndefined()
    expect(getPublicEnv(parseEnv({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42', SENTRY_TRACES_SAMPLE_RATE: '0.25' })).SENTRY).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/42',
      environment: 'prod',
      tracesSampleRate: 0.25,
      tunnel: '/api/monitoring',
    })
    expect(() => parseEnv({ SENTRY_DSN: 'https://o1.ingest.sentry.io/42' })).toThrowError(/SENTRY_DSN: must be a Sentry DSN/)
    expect(() => parseEnv({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42', SENTRY_TRACES_SAMPLE_RATE: '2' })).toThrowError(
      /SENTRY_TRACES_SAMPLE_RATE/,
    )
  })

  it('exposes only the allow-listed values, never secrets', () => {
    const env = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: SECRET, CMS_WEBHOOK_SECRET: WEBHOOK, CMS_API_TOKEN: 'secret-token' })
    const publicEnv = getPublicEnv(env)
    expect(publicEnv).toEqual({
      MODE: 'production',
      SITE_URL: 'http://localhost:3000',
      RECAPTCHA_SITE_KEY: undefined,
      RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
    })
    expect(JSON.stringify(publicEnv)).not.toContain('secret')
  })

  it('exposes the reCAPTCHA site key only when the secret key is set too, and never the secret', () => {
    const half = getPublicEnv(parseEnv({ RECAPTCHA_SITE_KEY: 'site-key' }))
    expect(half.RECAPTCHA_SITE_KEY).toBeUndefined()
    const full = getPublicEnv(parseEnv({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'very-private' }))
    expect(full.RECAPTCHA_SITE_KEY).toBe('site-key')
    expect(JSON.stringify(full)).not.toContain('very-private')
  })

  it('exposes the tag manager container and script only when GTM_ID is set, and checks its form', () => {
    const off = getPublicEnv(parseEnv({ GTM_SCRIPT_URL: 'http://127.0.0.1:9/gtm.js' }))
    expect(off).toMatchObject({ GTM_ID: undefined, GTM_SCRIPT_URL: undefined })
    expect(getPublicEnv(parseEnv({ GTM_ID: 'GTM-AB12CD' }))).toMatchObject({
      GTM_ID: 'GTM-AB12CD',
      GTM_SCRIPT_URL: 'https://www.googletagmanager.com/gtm.js',
    })
    expect(() => parseEnv({ GTM_ID: 'GTM-x"><script>' })).toThrowError(/GTM_ID: must be a container id/)
    expect(() => parseEnv({ GTM_ID: 'UA-1234' })).toThrowError(/GTM_ID/)
    expect(() => parseEnv({ GTM_ID: 'GTM-AB12CD', GTM_SCRIPT_URL: 'javascript:alert(1)' })).toThrowError(/GTM_SCRIPT_URL/)
  })
})
