import type { Core } from '@strapi/strapi'
import {
  DigestPreferencesSchema,
  DigestToolSchema,
  MAILING_MESSAGES,
  MESSAGES,
  type DigestPreviewDto,
  type MailPreferencesDto,
  type MailTokenScope,
} from '@talentstad/types'
import { errors } from '@strapi/utils'
import { type ApiContext, validInput } from '../../../lib/api-context'
import { AuthenticationError } from '../../../lib/http-errors'
import { renderHtml, renderText } from '../../../lib/mail'
import { selectRow } from '../../../lib/rows'
import type { DigestsService } from '../services/digests'
import type { MailLinksService } from '../services/mail-links'

const USER = 'plugin::users-permissions.user'

type TokenContext = ApiContext & { query: { token?: unknown } }

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const links = () => strapi.service('api::mailing.mail-links') as MailLinksService
  const digests = () => strapi.service('api::mailing.digests') as DigestsService

  async function preferences(where: { id: number } | { documentId: string }): Promise<(MailPreferencesDto & { id: number }) | null> {
    const row = await selectRow(strapi, USER, ['id', 'firstName', 'digestFrequency', 'digestDay'], { where })
    return (
      row && {
        id: row.id,
        firstName: row.firstName ?? null,
        digestFrequency: row.digestFrequency ?? 'weekly',
        digestDay: row.digestDay ?? 1,
      }
    )
  }
  const save = (id: number, data: Record<string, unknown>) => strapi.db.query(USER).update({ where: { id }, data, select: ['id'] })

  /** The member a mail link's token names (a 401 with the Dutch message for any token that is not one). */
  async function byToken(ctx: TokenContext, scopes: readonly MailTokenScope[]) {
    const documentId = links().verify(ctx.query.token, scopes)
    const member = documentId ? await preferences({ documentId }) : null
    if (!member) throw new AuthenticationError(MAILING_MESSAGES.invalidLink, { code: 'invalid-token' })
    return member
  }
  const dto = ({ id: _id, ...rest }: MailPreferencesDto & { id: number }): MailPreferencesDto => rest

  return {
    /** GET /api/me/mail-preferences */
    async mine(ctx: ApiContext) {
      const member = await preferences({ id: ctx.state.user!.id })
      if (!member) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
      ctx.body = { data: dto(member) }
    },

    /** PUT /api/me/mail-preferences */
    async updateMine(ctx: ApiContext) {
      const input = validInput(DigestPreferencesSchema, ctx.request.body)
      await save(ctx.state.user!.id, input)
      ctx.body = { data: dto((await preferences({ id: ctx.state.user!.id }))!) }
    },

    /** GET /api/mail-preferences?token=: the manage page of a mail link, without logging in. */
    async byToken(ctx: TokenContext) {
      ctx.body = { data: dto(await byToken(ctx, ['manage'])) }
    },

    /** PUT /api/mail-preferences?token= */
    async updateByToken(ctx: TokenContext) {
      const member = await byToken(ctx, ['manage'])
      await save(member.id, validInput(DigestPreferencesSchema, ctx.request.body))
      ctx.body = { data: dto((await preferences({ id: member.id }))!) }
    },

    /** POST /api/mail-preferences/unsubscribe?token=: the digest is off (RFC 8058 one-click, and the page's button). */
    async unsubscribe(ctx: TokenContext) {
      const member = await byToken(ctx, ['unsubscribe-digest', 'manage'])
      await save(member.id, { digestFrequency: 'never' })
      ctx.body = { data: { unsubscribed: true } }
    },

    /** GET /api/digests/preview?email= (community managers): the digest that member would get now. */
    async preview(ctx: ApiContext & { query: Record<string, unknown> }) {
      const { email } = validInput(DigestToolSchema, ctx.query)
      const member = email ? await selectRow(strapi, USER, ['documentId'], { where: { email } }) : null
      if (!member) throw new errors.NotFoundError(MAILING_MESSAGES.unknownMember, { code: 'not-found' })
      const mail = await digests().preview(member.documentId)
      const preview: DigestPreviewDto | null = mail && {
        subject: mail.subject,
        text: renderText(mail.blocks),
        html: renderHtml(mail.subject, mail.blocks),
      }
      ctx.body = { data: preview }
    },

    /** POST /api/digests/run `{ email? }` (community managers): the schedule's run now, for one member or all (a test). */
    async run(ctx: ApiContext) {
      const { email } = validInput(DigestToolSchema, ctx.request.body ?? {})
      const member = email ? await selectRow(strapi, USER, ['id'], { where: { email } }) : null
      if (email && !member) throw new errors.NotFoundError(MAILING_MESSAGES.unknownMember, { code: 'not-found' })
      ctx.body = { data: await digests().run(new Date(), undefined, member?.id) }
    },
  }
}
