import { ACCOUNT_MESSAGES } from '@talentstad/types'

/**
 * A content-API auth strategy that only says "401" when a request carries no bearer token, and
 * otherwise hands over to the next strategy (users-permissions, which checks the JWT and the role's
 * permissions). Without it, a request without a JWT would be judged as the public role and get 403.
 * Use: `config: { auth: { strategies: [requireBearer, 'users-permissions'] } }`.
 */
export const requireBearer = {
  name: 'require-bearer',
  authenticate(ctx: { request: { header: Record<string, string | string[] | undefined> } }) {
    const header = ctx.request.header.authorization
    if (typeof header !== 'string' || !/^Bearer\s+\S+$/i.test(header)) {
      return { error: ACCOUNT_MESSAGES.sessionExpired }
    }
    return { authenticated: false }
  },
}
