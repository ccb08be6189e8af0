import type { Core } from '@strapi/strapi'

const pending = new Set<Promise<void>>()

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
 * left unhandled.
 */
export function inBackground(strapi: Core.Strapi, what: string, work: () => Promise<unknown>): void {
  const done: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, ANSWER_FIRST_MS))
    .then(work)
    .then(
      () => undefined,
      (cause: Error) => {
        strapi.log.error(`${what} failed: ${cause?.message ?? String(cause)}`)
      },
    )
    .finally(() => pending.delete(done))
  pending.add(done)
}

/** Resolves when every piece of background work (also work started meanwhile) has finished. */
export async function settled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}
