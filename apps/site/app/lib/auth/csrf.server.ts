import { parse as parseCookie } from 'cookie'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { getEnv } from '../env.server'

/**
 * NextAuth v4's CSRF scheme (double submit): the cookie holds `token|sha256(token + secret)`, the
 * client reads the token from GET /api/auth/csrf and sends it back in the body of every POST. Only a
 * page on our origin can read that answer, and only our server can make a matching hash.
 */
export function csrfCookieName(siteUrl = getEnv().SITE_URL) {
  return siteUrl.startsWith('https:') ? '__Host-next-auth.csrf-token' : 'next-auth.csrf-token'
}

function secret() {
  return getEnv().SESSION_SECRET.split(',')[0]!.trim()
}

function hashOf(token: string) {
  return createHash('sha256').update(`${token}${secret()}`).digest('hex')
}

function equal(a: string, b: string) {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  // `cookie` decodes the value and leaves one it cannot decode as it is: treat that as absent.
  const value = parseCookie(header)[name]
  if (value === undefined || /%[0-9A-Fa-f]{2}/.test(value)) return undefined
  return value
}

/** The token of the request's valid CSRF cookie, if it has one. */
function tokenFromCookie(request: Request): string | undefined {
  const value = readCookie(request, csrfCookieName())
  if (!value) return undefined
  const [token, hash] = value.split('|')
  if (!token || !hash || !/^[0-9a-f]{64}$/.test(token)) return undefined
  return equal(hash, hashOf(token)) ? token : undefined
}

/**
 * The CSRF token for GET /api/auth/csrf: the existing one when the cookie is valid, else a new one
 * with the Set-Cookie that stores it.
 */
export function issueCsrfToken(request: Request): { csrfToken: string; setCookie?: string } {
  const existing = tokenFromCookie(request)
  if (existing) return { csrfToken: existing }
  const csrfToken = randomBytes(32).toString('hex')
  const secure = getEnv().SITE_URL.startsWith('https:')
  const value = encodeURIComponent(`${csrfToken}|${hashOf(csrfToken)}`)
  const setCookie = `${csrfCookieName()}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  return { csrfToken, setCookie }
}

/** True when the POSTed token matches the request's valid CSRF cookie. */
export function verifyCsrfToken(request: Request, posted: unknown): boolean {
  if (typeof posted !== 'string' || posted === '') return false
  const token = tokenFromCookie(request)
  return token !== undefined && equal(token, posted)
}
