import { MEMBER_LIMIT_MESSAGES } from '@talentstad/types'
import { RetryLaterError } from './http-errors'
import { Limiter } from './rate-limit'

const HOUR = 60 * 60 * 1000

/**
 * How much one member can make the platform do in a while (issue 26): most of these writes mail
 * somebody else. Counted in the shared store (Redis with REDIS_URL, src/lib/rate-limit.ts),
 * so several CMS instances count together; only what succeeded counts. Past a limit: 429 with a
 * Dutch message and Retry-After. Mails that others cause coalesce besides
 * (api::notification.notifications): these limits bound the writes themselves.
 */
export const MEMBER_LIMITS = {
  /** Enters per member (an enter mails the call's author; withdrawing and entering again counts again). */
  enters: { max: 10, windowMs: HOUR },
  /** Event sign-ups per member (each mails the member; cancelling and signing up again counts again). */
  registrations: { max: 20, windowMs: HOUR },
  /** New and edited content per member (each submission reaches the community managers' queue). */
  submissions: { max: 30, windowMs: HOUR },
  /** Invitations per admin (each mails an address outside the platform). */
  invitationsPerSender: { max: 20, windowMs: HOUR },
  /** Invitations per invited address, whoever sends them and for whichever organisation. */
  invitationsPerAddress: { max: 3, windowMs: 24 * HOUR },
  /**
   * Follows and unfollows per member (issue 43): they mail nobody, but each is a write that drops
   * the member's kept pages and feeds the digest; a person follows a few dozen at most in an hour.
   * Every toggle counts, one that changes nothing too.
   */
  follows: { max: 100, windowMs: HOUR },
} as const

export type MemberLimit = keyof typeof MEMBER_LIMITS

const limiters = Object.fromEntries(
  Object.entries(MEMBER_LIMITS).map(([name, { max, windowMs }]) => [name, new Limiter({ name: `member:${name}`, points: max, windowMs })]),
) as Record<MemberLimit, Limiter>

/**
 * Runs `work` within limits: each limit's use is taken first (atomically, so parallel requests
 * cannot all pass a check before any of them counts), and given back when the work fails (a refused
 * or duplicate write costs nothing). Past a limit: 429 with its Dutch message and Retry-After.
 */
export async function withinLimits<T>(uses: Array<[MemberLimit, string | number]>, work: () => Promise<T>): Promise<T> {
  const taken: Array<[Limiter, string]> = []
  const giveBack = () => Promise.all(taken.map(([limiter, key]) => limiter.undo(key)))
  for (const [name, key] of uses) {
    const limiter = limiters[name]
    if (!(await limiter.hit(String(key)))) {
      await giveBack()
      const { resetsAt } = await limiter.state(String(key))
      throw new RetryLaterError(MEMBER_LIMIT_MESSAGES[name], { code: 'limit' }, Math.max(resetsAt - Date.now(), 1000))
    }
    taken.push([limiter, String(key)])
  }
  try {
    return await work()
  } catch (error) {
    await giveBack()
    throw error
  }
}
