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
  type AccountSession,
} from '@talentstad/types'
import { AccountError, accountErrors, fieldErrorsOf, sendAccountError } from '../../../lib/account-errors'
import { findUserById, toAccountUser } from '../../../lib/account-users'
import { endSession, touchSession } from '../../../lib/sessions'
import type { AccountSessionState } from '../../../middlewares/account-session'

type Ctx = {
  request: { body?: unknown }
  ip: string
  state: { account?: AccountSessionState; user?: { id: number } }
  status: number
  body: unknown
  set(name: string, value: string): void
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } }
type Schema<T> = { safeParse(input: unknown): Parsed<T> }

/** The body parsed by a shared schema, or 400 `validation` with the Dutch messages per field. */
function parse<T>(ctx: Ctx, schema: Schema<T>): T {
  const result = schema.safeParse(ctx.request.body ?? {})
  if (result.success) return result.data
  const { error } = result as Extract<Parsed<T>, { success: false }>
  throw accountErrors.validation(fieldErrorsOf(error))
}

/** A token or challenge id from the body; one that is not even well-formed is answered like an unknown one. */
function idField(ctx: Ctx, field: 'token' | 'challenge', unknown: () => AccountError): string {
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
  const registration = () => strapi.service('api::account.registration') as any
  const login = () => strapi.service('api::account.login') as any
  const password = () => strapi.service('api::account.password') as any

  /** Runs a handler; expected failures become Strapi-shaped errors, anything else stays a 500. */
  const handle = (run: (ctx: Ctx) => Promise<unknown>) => async (ctx: Ctx) => {
    try {
      const body = await run(ctx)
      if (body === undefined) {
        ctx.status = 204
        ctx.body = null
      } else {
        ctx.status = 200
        ctx.body = body
      }
    } catch (error) {
      if (error instanceof AccountError) return sendAccountError(ctx, error)
      throw error
    }
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
      const user = await findUserById(strapi, session.userId)
      if (!user) throw accountErrors.sessionEnded()
      const { expiresAt, jwt } = await touchSession(strapi, session, jwtIssuedAtMs)
      return { user: toAccountUser(user), sid: session.sid, expiresAt: expiresAt.toISOString(), ...(jwt ? { jwt } : {}) }
    }),
    logout: handle(async (ctx) => {
      await endSession(strapi, memberSession(ctx).session.sid)
      return undefined
    }),
    changePassword: handle(async (ctx) => {
      const { session } = memberSession(ctx)
      return password().changePassword(session.userId, session.sid, parse(ctx, ChangePasswordSchema))
    }),
  }
}
