import { parse as parseCookie } from 'cookie'
import { getEnv } from '~/lib/env.server'
import { CONSENT_COOKIE_NAME, isConsentChoice, type ConsentChoice } from './consent'

/**
 * The consent cookie: `consent=analytics` or `consent=necessary`, path /, HttpOnly (only the server
 * reads it), SameSite=Lax, Secure on https, for 180 days. After that the visitor is asked again, as
 * a choice is only kept for a limited time.
 */
export const CONSENT_MAX_AGE_DAYS = 180
const MAX_AGE_S = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60

type CookieOptions = { secure: boolean }

const secureFromEnv = (): CookieOptions => ({ secure: getEnv().SITE_URL.startsWith('https:') })

/** Set-Cookie for a choice. */
export function serializeConsentCookie(choice: ConsentChoice, { secure }: CookieOptions = secureFromEnv()) {
  return `${CONSENT_COOKIE_NAME}=${choice}; Max-Age=${MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The choice in a Cookie header; null when there is none or it is not one we wrote. */
export function readConsentCookie(cookieHeader: string | null | undefined): ConsentChoice | null {
  if (!cookieHeader) return null
  const value = parseCookie(cookieHeader)[CONSENT_COOKIE_NAME]
  return isConsentChoice(value) ? value : null
}

/** The visitor's choice in this request. */
export const getConsent = (request: Request) => readConsentCookie(request.headers.get('cookie'))

/** The cookies analytics tags (Google Analytics through the tag manager) set on the site's domain. */
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gcl)/

/**
 * Set-Cookie headers that remove the analytics cookies this request carries: a refusal or withdrawal
 * takes away what an earlier 'Accepteren' let the tags store. Each name is expired host-only and on
 * the site's host as a domain (how the tags set them), on path /.
 */
export function expireAnalyticsCookies(cookieHeader: string | null | undefined, host: string): string[] {
  if (!cookieHeader) return []
  const names = Object.keys(parseCookie(cookieHeader)).filter((name) => ANALYTICS_COOKIE.test(name))
  const domains = [...new Set([host, host.replace(/^www\./, '')])]
  return names.flatMap((name) => [
    `${name}=; Max-Age=0; Path=/`,
    ...domains.map((domain) => `${name}=; Max-Age=0; Path=/; Domain=${domain}`),
  ])
}
