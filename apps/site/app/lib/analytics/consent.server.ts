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
