import { timingSafeEqual, createHash } from 'node:crypto'
import { BlockList, isIP } from 'node:net'

/** The header by which the site proves that it set X-Forwarded-For (compared with CMS_PROXY_SECRET). */
export const PROXY_SECRET_HEADER = 'x-talentstad-proxy-secret'

/** What development and tests use when CMS_PROXY_SECRET is not set (the site's default too); never trusted in production. */
export const DEV_PROXY_SECRET = 'dev-only-cms_proxy_secret-not-for-production'

type Ctx = {
  req: { socket: { remoteAddress?: string | undefined }; headers: Record<string, string | string[] | undefined> }
  request: { ip: string; header: Record<string, string | string[] | undefined> }
}

/** `::ffff:192.0.2.1` → `192.0.2.1`, so one client has one key whichever way the socket reports it. */
const unmapped = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address)

/** TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated (for example `10.0.0.5,10.1.0.0/16,::1`). */
export function parseTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList()
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (!isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`)
    if (bits === undefined) list.addAddress(unmapped(address), type)
    else list.addSubnet(address, Number(bits), type)
  }
  return list
}

/** The proxy secret the CMS accepts, or undefined (only TRUSTED_PROXIES are trusted then). */
export function proxySecretFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.CMS_PROXY_SECRET?.trim()
  if (env.NODE_ENV === 'production') return value && value !== DEV_PROXY_SECRET ? value : undefined
  return value || DEV_PROXY_SECRET
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * The client IP every limiter keys on (ctx.request.ip: the account and contact limits, the admin
 * panel's login limit). X-Forwarded-For counts only when the request comes from the site: it carries
 * `x-talentstad-proxy-secret` equal to CMS_PROXY_SECRET, or its socket address is in TRUSTED_PROXIES.
 * Then the right-most entry is the client (the value the site set; anything a browser put further
 * left is ignored). Otherwise the socket address is the client, whatever X-Forwarded-For says. The
 * secret header is removed before anything else sees the request.
 *
 * Koa's `proxy` (IS_PROXIED) still decides whether X-Forwarded-Proto/-Host count; not the IP.
 */
export default () => {
  const secret = proxySecretFromEnv()
  const secretDigest = secret ? digest(secret) : undefined
  const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES)

  return async (ctx: Ctx, next: () => Promise<unknown>) => {
    const socketIp = unmapped(ctx.req.socket.remoteAddress ?? '')
    const presented = ctx.req.headers[PROXY_SECRET_HEADER]
    delete ctx.req.headers[PROXY_SECRET_HEADER]
    const bySecret = Boolean(secretDigest && typeof presented === 'string' && timingSafeEqual(digest(presented), secretDigest))
    const family = isIP(socketIp)
    const byAddress = family !== 0 && trusted.check(socketIp, family === 6 ? 'ipv6' : 'ipv4')
    let ip = socketIp
    if (bySecret || byAddress) {
      const header = ctx.req.headers['x-forwarded-for']
      const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
      const forwarded = unmapped(entries.at(-1) ?? '')
      if (isIP(forwarded)) ip = forwarded
    }
    ctx.request.ip = ip
    return next()
  }
}
