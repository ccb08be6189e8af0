import type { Core } from '@strapi/strapi'
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  MailTokenSchema,
  RegisterSchema,
  ResendActivationSchema,
  ResetPasswordSchema,
  VerifyCodeSchema,
  ChallengeIdSchema,
  fieldErrorsOf,
  type AccountSession,
  type AccountSessionList,
  type EndedSessions,
} from '@talentstad/types'
import { validInput, type InputSchema } from '../../../lib/api-context'
import type { LoginService } from '../services/login'
import type { PasswordService } from '../services/password'
import type { RegistrationService } from '../services/registration'
import type { AccountSessionState, SessionsService } from '../services/sessions'
import { toAccountUser, type UserRow } from '../services/users'
import { accountErrors } from '../utils/errors'

type Ctx = {
  request: { body?: unknown }
  ip: string
  // `user`: the member as users-permissions loaded it for this request (every column, and the role).
  state: { account?: AccountSessionState; user?: UserRow }
  status: number
  body: unknown
}

/** The body parsed by a shared schema, or 400 `validation` with the Dutch messages per field (the account's wording). */
const parse = <T>(ctx: Ctx, schema: InputSchema<T>): T =>
  validInput(schema, ctx.request.body ?? {}, (error) => accountErrors.validation(fieldErrorsOf(error)))

/** A token or challenge id from the body; one that is not even well-formed is answered like an unknown one. */
function idField(ctx: Ctx, field: 'token' | 'challenge', unknown: () => Error): string {
  const value = ((ctx.request.body ?? {}) as Record<string, unknown>)[field]
  if (!(field === 'token' ? MailTokenSchema : ChallengeIdSchema).safeParse(value).success) throw unknown()
  return value as string
}

/** The member's open session, put there by the account-session middleware (absent for API tokens). */
function memberSession(ctx: Ctx): AccountSessionState {
  const account = ctx.state.account
  if (!account || !ctx.state.user || ctx.state.user.id !== account.session.userId) throw accountErrors.sessionEnded()
  return account
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const registration = () => strapi.service('api::account.registration') as RegistrationService
  const login = () => strapi.service('api::account.login') as LoginService
  const password = () => strapi.service('api::account.password') as PasswordService
  const sessions = () => strapi.service('api::account.sessions') as SessionsService

  /** Runs a handler: its result is the body (204 when there is none); a thrown error is answered by Strapi's errors middleware. */
  const handle = (run: (ctx: Ctx) => Promise<unknown>) => async (ctx: Ctx) => {
    const body = await run(ctx)
    ctx.status = body === undefined ? 204 : 200
    ctx.body = body === undefined ? null : body
  }

  return {
    register: handle((ctx) => registration().register(parse(ctx, RegisterSchema), ctx.ip)),
    activate: handle((ctx) => registration().activate(idField(ctx, 'token', accountErrors.invalidActivation), ctx.ip)),
    resendActivation: handle((ctx) => registration().resendActivation(parse(ctx, ResendActivationSchema).email, ctx.ip)),
    login: handle((ctx) => login().login(parse(ctx, LoginSchema), ctx.ip)),
    verify: handle(async (ctx) => {
      idField(ctx, 'challenge', accountErrors.challengeExpired)
      return login().verify(parse(ctx, VerifyCodeSchema), ctx.ip)
    }),
    resendCode: handle((ctx) => login().resendCode(idField(ctx, 'challenge', accountErrors.challengeExpired), ctx.ip)),
    forgotPassword: handle((ctx) => password().forgotPassword(parse(ctx, ForgotPasswordSchema).email, ctx.ip)),
    resetPassword: handle(async (ctx) => {
      idField(ctx, 'token', accountErrors.invalidReset)
      return password().resetPassword(parse(ctx, ResetPasswordSchema), ctx.ip)
    }),

    session: handle(async (ctx): Promise<AccountSession> => {
      const { session, jwtIssuedAtMs } = memberSession(ctx)
      // Read by users-permissions a moment ago in this request (with its role), checked against the
      // session by memberSession: not read again.
      const user = ctx.state.user!
      const { expiresAt, jwt } = await sessions().touch(session, jwtIssuedAtMs)
      return { user: toAccountUser(user), sid: session.sid, expiresAt: expiresAt.toISOString(), ...(jwt ? { jwt } : {}) }
    }),
    logout: handle(async (ctx) => {
      await sessions().end(memberSession(ctx).session.sid)
      return undefined
    }),
    /** The member's open sessions (ACCOUNT_SESSIONS_API.list). */
    sessions: handle(async (ctx): Promise<AccountSessionList> => {
      const { session } = memberSession(ctx)
      return { data: await sessions().list(session.userId, session.sid) }
    }),
    /** Ends every open session of the member but this one (ACCOUNT_SESSIONS_API.endOthers). */
    endOtherSessions: handle(async (ctx): Promise<EndedSessions> => {
      const { session } = memberSession(ctx)
      return { ended: await sessions().endAll(session.userId, { except: session.sid }) }
    }),
    changePassword: handle(async (ctx) => {
      const { session } = memberSession(ctx)
      return password().changePassword(session.userId, session.sid, parse(ctx, ChangePasswordSchema))
    }),
  }
}
