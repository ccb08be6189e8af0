import type { Core } from '@strapi/strapi'

/**
 * Per Strapi instance: the work running in the background now. Kept on the instance under a
 * registered symbol, so that every copy of this module (a test's import of the source beside the
 * compiled CMS) sees the same work.
 */
const PENDING = Symbol.for('talentstad.background-work')
type WithPending = Core.Strapi & { [PENDING]?: Set<Promise<void>> }
const pendingOf = (strapi: Core.Strapi) => ((strapi as WithPending)[PENDING] ??= new Set())

/**
 * Runs `work` after the caller has gone on (in a later turn, or `afterMs` later), without making it
 * wait: mails after a write, address-dependent account work after the answer. A failure is logged
 * as "<failure>: <reason>" ("Review mail not sent: …"), never left unhandled.
 */
export function inBackground(strapi: Core.Strapi, failure: string, work: () => Promise<unknown>, { afterMs = 0 } = {}): void {
  const pending = pendingOf(strapi)
  const started = new Promise<void>((resolve) => (afterMs > 0 ? setTimeout(resolve, afterMs) : setImmediate(resolve)))
  const done: Promise<void> = started
    .then(work)
    .then(
      () => undefined,
      (cause: Error) => {
        strapi.log.error(`${failure}: ${cause?.message ?? String(cause)}`)
      },
    )
    .finally(() => pending.delete(done))
  pending.add(done)
}

/**
 * Resolves when every piece of background work has finished, also work started meanwhile (a mail's
 * retries included): tests wait on it instead of waiting for time.
 */
export async function backgroundSettled(strapi: Core.Strapi): Promise<void> {
  const pending = pendingOf(strapi)
  while (pending.size > 0) await Promise.all([...pending])
}
