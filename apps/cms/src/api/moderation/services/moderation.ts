import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { MESSAGES, ORGANIZATION_MESSAGES } from '@talentstad/types'
import { ConflictError } from '../../../lib/http-errors'
import { sendMailToEach } from '../../../lib/mail'
import { mailMember, sendAfterCommit } from '../../../lib/content-mails'
import { organizationMails } from '../../../lib/organization-mails'
import type { MemberContentService } from '../../content-item/services/member-content'
import type { Selected } from '../../../lib/rows'

const ITEM = 'api::content-item.content-item'
const MEMBERSHIP = 'api::membership.membership'

/**
 * A community manager takes any content item offline with a reason (issue 11). The published
 * version is unpublished through the Document Service (the content-change signal drops it from the
 * site's cache at once) and the draft is marked rejected with the reason, so it stays offline until
 * it is edited and reviewed again. The organisation's admins are mailed the reason (a member's own
 * item: its author).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async takeOffline(documentId: string, reason: string): Promise<{ documentId: string; online: false }> {
    const documents = strapi.documents(ITEM)
    const draft:
      | (Selected<typeof ITEM, 'id' | 'title' | 'deletedAt'> & {
          organization?: Selected<'api::organization.organization', 'id' | 'documentId' | 'name'> | null
          author?: Selected<'plugin::users-permissions.user', 'id'> | null
        })
      | null = await strapi.db.query(ITEM).findOne({
      where: { documentId, publishedAt: null },
      select: ['id', 'title', 'deletedAt'],
      populate: { organization: { select: ['id', 'documentId', 'name'] }, author: { select: ['id'] } },
    })
    if (!draft || draft.deletedAt) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    // Under the draft's lock, which an edit takes too: an edit saved at the same moment does not put it back online.
    await (strapi.service('api::content-item.member-content') as MemberContentService).underDraftLock(documentId, async () => {
      const published = await strapi.db.query(ITEM).count({ where: { documentId, publishedAt: { $notNull: true } } })
      if (published === 0) throw new ConflictError(ORGANIZATION_MESSAGES.alreadyOffline, { code: 'already-offline' })
      await documents.unpublish({ documentId })
      await documents.update({ documentId, data: { reviewState: 'rejected', rejectReason: reason } })
    })
    const item = { title: draft.title }
    const organization = draft.organization
    const authorId = draft.author?.id
    sendAfterCommit(strapi, `Offline mail for ${documentId}`, async () => {
      if (!organization) {
        if (authorId) await mailMember(strapi, authorId, (firstName) => organizationMails.itemTakenOffline(firstName, item, null, reason))
        return
      }
      const admins: Array<
        Selected<typeof MEMBERSHIP, 'id'> & { user?: Selected<'plugin::users-permissions.user', 'email' | 'firstName' | 'blocked'> | null }
      > = await strapi.db.query(MEMBERSHIP).findMany({
        where: { organization: { id: organization.id }, role: 'admin' },
        select: ['id'],
        populate: { user: { select: ['email', 'firstName', 'blocked'] } },
      })
      const recipients = admins.flatMap(({ user }) =>
        user?.email && !user.blocked ? [{ email: user.email, firstName: user.firstName }] : [],
      )
      await sendMailToEach(strapi, recipients, (firstName) =>
        organizationMails.itemTakenOffline(firstName, item, { name: organization.name }, reason),
      )
    })
    return { documentId, online: false }
  },
})
