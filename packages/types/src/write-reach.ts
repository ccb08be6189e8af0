/**
 * What a member's write changes for the site's kept reads (apps/site lib/cms/member-cache.server.ts,
 * docs/decisions/0040 and 0061). Each domain declares it beside its write endpoints (`*_WRITE_REACH`
 * next to its `*_API`), and the site's domain function passes it with the write
 * (`memberWrite(…, { reach })`), so the cache never guesses from an address:
 * - `members` (a write with no declared reach): every member's kept reads go; it may show on
 *   another member's page (an enter on their call, a role in their organisation, a follower count).
 * - `own`: only the writer's reads go: others see it at most folded into something of many
 *   members (a bookmark counts in what is popular), which may lag by the cache's few seconds.
 * - `session`: it changes what the session check says of the member, or ends sessions: the member is
 *   forgotten on every token before and after it, and every member's reads go.
 * - `everyone`: it ends the sessions of a member the request cannot name (a password reset by its
 *   mail link): everything kept goes.
 */
export type WriteReach = 'members' | 'own' | 'session' | 'everyone'
