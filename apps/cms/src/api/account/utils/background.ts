import type { Core } from '@strapi/strapi'
import { inBackground as runInBackground } from '../../../lib/background'

/**
 * How long background work waits before it starts: long enough for the answer to leave the process
 * first. (Creating a user hashes its password with bcrypt synchronously inside Strapi's Document
 * Service; started at once, it would hold up the answer it was meant to follow.)
 */
const ANSWER_FIRST_MS = 20

/**
 * Runs address-dependent work after the answer (register, forgot-password, resend-activation and
 * the account mails): the caller answers at once, the same way for known and unknown addresses, so
 * neither the answer nor its timing tells whether an address is known. A failure is logged, never
 * left unhandled (lib/background.ts).
 */
export function inBackground(strapi: Core.Strapi, what: string, work: () => Promise<unknown>): void {
  runInBackground(strapi, `${what} failed`, work, { afterMs: ANSWER_FIRST_MS })
}
