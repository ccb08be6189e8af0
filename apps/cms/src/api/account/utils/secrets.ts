import { createHmac, randomBytes, randomInt, timingSafeEqual, type KeyObject } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { TWO_FACTOR_CODE_LENGTH } from '@talentstad/types'

/**
 * The secrets of the account flows. Challenge ids, activation and reset tokens are 32 random bytes
 * (base64url, 43 characters); codes are 6 digits from the CSPRNG. The database only ever holds their
 * HMAC-SHA256 under a key derived from the users-permissions JWT secret (so a database dump alone
 * does not let anyone log in or reset a password).
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function newCode(): string {
  return String(randomInt(0, 10 ** TWO_FACTOR_CODE_LENGTH)).padStart(TWO_FACTOR_CODE_LENGTH, '0')
}

function hashKey(strapi: Core.Strapi): Buffer {
  const jwtSecret = strapi.config.get<KeyObject | string>('plugin::users-permissions.jwtSecret')
  if (!jwtSecret) throw new Error('users-permissions has no jwtSecret')
  return createHmac('sha256', jwtSecret).update('talentstad account secrets v1').digest()
}

/** The stored form of a token or code (hex). `purpose` keeps the kinds apart. */
export function hashSecret(strapi: Core.Strapi, purpose: 'challenge' | 'code' | 'activation' | 'reset', value: string): string {
  return createHmac('sha256', hashKey(strapi)).update(`${purpose}:${value}`).digest('hex')
}

/** Constant-time comparison of two stored hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}
