import { LoginSchema } from '@talentstad/types'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { startLogin } from './login.server'

/**
 * Step 1 of a login, the credentials, verified through remix-auth: an `Authenticator` with
 * remix-auth-form's `FormStrategy`, whose verify callback asks the CMS (startLogin). Its "user" is
 * the outcome of that step: a pending login (the CMS mailed a code; no JWT exists yet) or the
 * CMS's refusal. Step 2, the e-mailed code, stays where it is (/2fa and the NextAuth callback), so
 * no session exists before the code. Used by the login page and the NextAuth credentials callback.
 */

export type CredentialsOutcome = Awaited<ReturnType<typeof startLogin>>

/** `signal`: the visitor's request's, so a browser that leaves stops the CMS's wait. */
type Attempt = { url: string; callbackUrl: string; signal: AbortSignal }

export const CREDENTIALS_STRATEGY = 'credentials'

const authenticator = new Authenticator<CredentialsOutcome>().use(
  new FormStrategy<CredentialsOutcome>(async ({ form, request }) => {
    // The callers have validated the fields already; this parse is what the CMS receives.
    const input = LoginSchema.parse({ email: form.get('email'), password: form.get('password') })
    const callbackUrl = form.get('callbackUrl')
    // The visitor's address reaches the CMS through the request context (the strategy runs inside it).
    return startLogin(input, typeof callbackUrl === 'string' ? callbackUrl : '/', request.signal)
  }),
  CREDENTIALS_STRATEGY,
)

/**
 * Verifies an e-mail address and password (already read and validated, e.g. by parseForm) through
 * the authenticator. The form goes to the strategy as a fresh request, so no body is read twice;
 * `callbackUrl` must already be checked (safeCallbackUrl).
 */
export function verifyCredentials(credentials: { email: string; password: string }, { url, callbackUrl, signal }: Attempt) {
  const form = new FormData()
  form.set('email', credentials.email)
  form.set('password', credentials.password)
  form.set('callbackUrl', callbackUrl)
  const request = new Request(url, { method: 'POST', body: form, signal })
  return authenticator.authenticate(CREDENTIALS_STRATEGY, request)
}
