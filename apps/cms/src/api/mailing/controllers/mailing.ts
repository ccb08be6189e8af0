import type { Core } from '@strapi/strapi'
import {
  AlertCreateSchema,
  AlertUpdateSchema,
  DigestPreferencesSchema,
  DigestRunSchema,
  DigestToolSchema,
  MAILING_MESSAGES,
  MESSAGES,
  type DigestPreferencesInput,
  type DigestPreviewDto,
  type DigestsDueDto,
  type MailPreferencesDto,
  type MailTokenScope,
} from '@talentstad/types'
import { errors } from '@strapi/utils'
import { type ApiContext, validInput } from '../../../lib/api-context'
import { AuthenticationError, GoneError } from '../../../lib/http-errors'
import { digestChoice } from '../../../lib/digest-choice'
import { runMemberMails, sendDueDigests } from '../../../lib/scheduled-jobs'
import { renderHtml, renderText } from '../../../lib/mail'
import { selectRow } from '../../../lib/rows'
import type { AlertsService } from '../services/alerts'
import type { DigestsService } from '../services/digests'
import type { MailLinksService } from '../services/mail-links'

const USER = 'plugin::users-permissions.user'

type TokenContext = ApiContext & { query: { token?: unknown } }
type AlertContext = ApiContext & { params: { alertId: string } }

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const links = () => strapi.service('api::mailing.mail-links') as MailLinksService
  const digests = () => strapi.service('api::mailing.digests') as DigestsService
  const alerts = () => strapi.service('api::mailing.alerts') as AlertsService

  /** The member's mail settings: the digest's, and their alerts. */
  async function preferences(where: { id: number } | { documentId: string }) {
    const row = await selectRow(strapi, USER, ['id', 'firstName', 'digestFrequency', 'digestDay', 'digestSubscribedAt'], { where })
    if (!row) return null
    const data: MailPreferencesDto = {
      firstName: row.firstName ?? null,
      digestFrequency: row.digestFrequency ?? 'weekly',
      digestDay: row.digestDay ?? 1,
      alerts: await alerts().list(row.id),
    }
    return { id: row.id, data, subscribedAt: row.digestSubscribedAt ? new Date(row.digestSubscribedAt).getTime() : 0 }
  }
  const save = (id: number, data: Record<string, unknown>) => strapi.db.query(USER).update({ where: { id }, data, select: ['id'] })

  /**
   * The member's own choice of digest settings: turning the digest on again (from 'never') is
   * recorded, and outranks every unsubscribe link issued before it (issue 43).
   */
  async function choose(member: { id: number; data: MailPreferencesDto }, input: DigestPreferencesInput) {
    await save(member.id, { ...input, ...digestChoice(member.data.digestFrequency, input.digestFrequency) })
  }

  /** A digest unsubscribe link from before the member chose the digest again: 410, and nothing changes. */
  function refuseOutdated(member: { subscribedAt: number; alert?: string }, issuedAt: number) {
    if (!member.alert && issuedAt < member.subscribedAt) throw new GoneError(MAILING_MESSAGES.outdatedLink, { code: 'outdated-link' })
  }

  /** The member a mail link's token names, and its alert (a 401 with the Dutch message for any token that is not one). */
  async function byToken(ctx: TokenContext, scopes: readonly MailTokenScope[]) {
    const holder = links().verify(ctx.query.token, scopes)
    const member = holder ? await preferences({ documentId: holder.member }) : null
    if (!holder || !member) throw new AuthenticationError(MAILING_MESSAGES.invalidLink, { code: 'invalid-token' })
    return { ...member, alert: holder.alert, issuedAt: holder.issuedAt }
  }

  /** The member a community manager names by e-mail address (404 when there is none). */
  async function memberByEmail(email: string | undefined) {
    const member = email ? await selectRow(strapi, USER, ['id', 'documentId'], { where: { email } }) : null
    if (!member) throw new errors.NotFoundError(MAILING_MESSAGES.unknownMember, { code: 'not-found' })
    return member
  }

  return {
    /** GET /api/me/mail-preferences */
    async mine(ctx: ApiContext) {
      const member = await preferences({ id: ctx.state.user!.id })
      if (!member) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
      ctx.body = { data: member.data }
    },

    /** PUT /api/me/mail-preferences */
    async updateMine(ctx: ApiContext) {
      const input = validInput(DigestPreferencesSchema, ctx.request.body)
      const member = await preferences({ id: ctx.state.user!.id })
      if (!member) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
      await choose(member, input)
      ctx.body = { data: (await preferences({ id: member.id }))!.data }
    },

    /** GET /api/mail-preferences?token=: the manage page of a mail link, without logging in. */
    async byToken(ctx: TokenContext) {
      ctx.body = { data: (await byToken(ctx, ['manage'])).data }
    },

    /** PUT /api/mail-preferences?token= */
    async updateByToken(ctx: TokenContext) {
      const member = await byToken(ctx, ['manage'])
      await choose(member, validInput(DigestPreferencesSchema, ctx.request.body))
      ctx.body = { data: (await preferences({ id: member.id }))!.data }
    },

    /** DELETE /api/mail-preferences/alerts/:alertId?token= (manage): stops one of the member's alerts. */
    async removeAlertByToken(ctx: TokenContext & AlertContext) {
      const member = await byToken(ctx, ['manage'])
      await alerts().remove(member.id, ctx.params.alertId)
      ctx.body = { data: (await preferences({ id: member.id }))!.data }
    },

    /**
     * POST /api/mail-preferences/unsubscribe?token=: the digest is off, or the one alert of an
     * alert mail's link is gone (RFC 8058 one-click, and the page's button). Again is fine; a
     * digest link issued before the member chose the digest again is 410 and changes nothing.
     */
    async unsubscribe(ctx: TokenContext) {
      const member = await byToken(ctx, ['unsubscribe-digest', 'unsubscribe-alert', 'manage'])
      refuseOutdated(member, member.issuedAt)
      if (member.alert) await alerts().removeIfOwn(member.id, member.alert)
      else await save(member.id, { digestFrequency: 'never' })
      ctx.body = { data: { unsubscribed: true } }
    },

    /** GET /api/mail-preferences/unsubscribe?token=: what the link would stop (the page asks before it does). */
    async checkUnsubscribe(ctx: TokenContext) {
      const member = await byToken(ctx, ['unsubscribe-digest', 'unsubscribe-alert', 'manage'])
      refuseOutdated(member, member.issuedAt)
      const alert = member.alert ? member.data.alerts.find((candidate) => candidate.documentId === member.alert) : undefined
      if (member.alert && !alert) throw new AuthenticationError(MAILING_MESSAGES.invalidLink, { code: 'invalid-token' })
      ctx.body = { data: alert ? { kind: 'alert', name: alert.name } : { kind: 'digest' } }
    },

    /** GET /api/me/alerts */
    async listAlerts(ctx: ApiContext) {
      ctx.body = { data: await alerts().list(ctx.state.user!.id) }
    },

    /** POST /api/me/alerts */
    async createAlert(ctx: ApiContext) {
      ctx.body = { data: await alerts().create(ctx.state.user!.id, validInput(AlertCreateSchema, ctx.request.body)) }
    },

    /** PUT /api/me/alerts/:alertId (the member's own only: 404 for anyone else's, as for none) */
    async updateAlert(ctx: AlertContext) {
      ctx.body = { data: await alerts().update(ctx.state.user!.id, ctx.params.alertId, validInput(AlertUpdateSchema, ctx.request.body)) }
    },

    /** DELETE /api/me/alerts/:alertId */
    async deleteAlert(ctx: AlertContext) {
      await alerts().remove(ctx.state.user!.id, ctx.params.alertId)
      ctx.body = { data: { deleted: true } }
    },

    /** GET /api/digests/preview?email= (community managers): the digest that member would get now. */
    async preview(ctx: ApiContext & { query: Record<string, unknown> }) {
      const member = await memberByEmail(validInput(DigestToolSchema, ctx.query).email)
      const mail = await digests().preview(member.documentId)
      const preview: DigestPreviewDto | null = mail && {
        subject: mail.subject,
        text: renderText(mail.blocks),
        html: renderHtml(mail.subject, mail.blocks),
      }
      ctx.body = { data: preview }
    },

    /** GET /api/digests/due (community managers): how many members a send to everyone would mail now. */
    async due(ctx: ApiContext) {
      const data: DigestsDueDto = { members: await digests().due() }
      ctx.body = { data }
    },

    /**
     * POST /api/digests/run (community managers): `{ email }` tests that member's mails now (their
     * outcome); `{ everyone: true }` sends the due digests, nothing else: 202 at once, the send goes
     * on in the background (one at a time per process). Neither is a 400: everyone is never the
     * default (ADR 0062).
     */
    async run(ctx: ApiContext) {
      const { email, everyone } = validInput(DigestRunSchema, ctx.request.body ?? {})
      if (email) {
        const member = await memberByEmail(email)
        ctx.body = { data: await runMemberMails(strapi, member.id) }
        return
      }
      if (!everyone) throw new errors.ValidationError(MAILING_MESSAGES.chooseRecipients, { code: 'choose-recipients' })
      const started = sendDueDigests(strapi)
      started?.catch((error: unknown) => strapi.log.error(`Digest send failed: ${error instanceof Error ? error.message : 'error'}`))
      ctx.status = 202
      ctx.body = { data: null, meta: { started: started !== null } }
    },
  }
}
