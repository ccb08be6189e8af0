import { randomBytes } from 'node:crypto'
import type { Core, Modules } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  CONTENT_ROLES,
  MESSAGES,
  PERMISSION_MESSAGES,
  PROFILE_MESSAGES,
  type ContentImageField,
  type ContentInput,
  type DeleteContentInput,
  type EditableContentDto,
  type MemberRole,
  type MemberContentDto,
  CONTENT_MESSAGES,
} from '@talentstad/types'
import { contentMails, sendAfterCommit } from '../../../lib/content-mails'
import { imageView, storeImage, type CheckedImage, type StoredImage } from '../../../lib/image-upload'
import { withinLimits } from '../../../lib/member-limits'
import { idsLinkedTo, idsLinkedToDocuments, linkedIdsQuery, linkedRows, tablesOf } from '../../../lib/linked-ids'
import type { PageQuery } from '../../../lib/page-query'
import { slugify } from '../../../lib/slug'
import { selectRow, selectRows } from '../../../lib/rows'

const ITEM = 'api::content-item.content-item'
const ENTER = 'api::enter.enter'
const FAVORITE = 'api::favorite.favorite'
const THEME = 'api::theme.theme'
const AUDIENCE = 'api::audience.audience'
const ORGANIZATION = 'api::organization.organization'
const CALL = 'CONTENT_TYPE_CALL_UP'
const EVENT = 'CONTENT_TYPE_EVENT'

/** What the Document Service takes for a content item (Strapi's generated types, types/generated). */
type ItemData = Modules.Documents.Params.Data.Input<typeof ITEM>
/** The fields the content form edits. */
type EditableData = Partial<ItemData> & Pick<ItemData, 'title'>

type Member = { id: number; documentId: string }
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } }
type Media = StoredImage | null | undefined
/** What a list of member content (the member's own, an organisation's) reads of each row: toMyCall's fields, not the body. */
const LISTED_FIELDS: Array<'type' | 'title' | 'slug' | 'reviewState' | 'rejectReason' | 'createdAt' | 'updatedAt'> = [
  'type',
  'title',
  'slug',
  'reviewState',
  'rejectReason',
  'createdAt',
  'updatedAt',
]

type DraftRow = {
  id: number
  documentId: string
  type: MemberContentDto['type']
  title: string
  slug: string
  body: EditableContentDto['body'] | null
  reviewState: MemberContentDto['reviewState']
  rejectReason: string | null
  externalUrl: string | null
  startDate: string | Date | null
  endDate: string | Date | null
  location: string | null
  signUpEnabled?: boolean | null
  capacity?: number | null
  waitingList?: boolean | null
  signUpClosesAt?: string | Date | null
  askEmail?: boolean | null
  askPhone?: boolean | null
  signUpQuestion?: string | null
  deletedAt: string | Date | null
  createdAt: string | Date
  updatedAt: string | Date
  organization?: { documentId: string; name: string } | null
  author?: { id: number; firstName?: string | null; lastName?: string | null } | null
  themes?: Array<{ documentId: string }>
  audiences?: Array<{ key: string }>
  image?: Media
  heroImage?: Media
  cardImage?: Media
}

export type ContentImages = Partial<Record<ContentImageField, CheckedImage>>
/** One item with everything the edit form and the review page show, and its author's name. */
export type EditableItem = EditableContentDto & { author: DraftRow['author'] }

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)

const DRAFT_POPULATE: Modules.Documents.Params.Populate.Any<typeof ITEM> = {
  organization: { fields: ['documentId', 'name'] },
  themes: { fields: ['documentId'] },
  audiences: { fields: ['key'] },
  image: true,
  heroImage: true,
  cardImage: true,
}

const fieldError = (field: string, message: string) =>
  new errors.ValidationError(PROFILE_MESSAGES.invalid, { code: 'validation', fieldErrors: { [field]: [message] } })
// A PolicyError: Strapi's authorize step turns any other ForbiddenError from a controller into a bare 'Forbidden'.
const forbidden = () => new errors.PolicyError(PERMISSION_MESSAGES.forbidden, { code: 'forbidden' })
const notFound = () => new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })

const memberContent = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(ITEM)
  const roleOf = (userId: number, organization: string): Promise<MemberRole | null> =>
    strapi.service('api::organization.members').roleOf(userId, organization)

  /** The latest (draft) version of a document that was not deleted, with everything the DTOs need. */
  async function draftOf(documentId: string): Promise<DraftRow | null> {
    const row = (await documents().findOne({ documentId, status: 'draft', populate: DRAFT_POPULATE })) as unknown as DraftRow | null
    if (!row || row.deletedAt) return null
    // The author from the item's side of the link, not a populate that may walk every member (lib/linked-ids.ts).
    const authors = await linkedRows(strapi, ITEM, 'author', [row.id], 'plugin::users-permissions.user', ['firstName', 'lastName'])
    return { ...row, author: authors.get(row.id) ?? null }
  }

  /**
   * The enters on any row (draft or published) of these documents, from the calls' side of the
   * enters' link table (its index on the item): a `where: { call: { documentId } }` joins every
   * enter to the link instead, and SQLite walked all enters of all calls for one page of items.
   */
  async function entersOn(documentIds: string[]): Promise<Array<{ pairKey: string }>> {
    const ids = await idsLinkedToDocuments(strapi, ENTER, 'call', ITEM, documentIds)
    return ids.length === 0 ? [] : strapi.db.query(ENTER).findMany({ where: { id: { $in: ids } }, select: ['pairKey'] })
  }

  /** Which of these documents have an approved version online, and how many enters each has. */
  async function liveState(documentIds: string[]) {
    if (documentIds.length === 0) return { online: new Set<string>(), enters: new Map<string, number>() }
    const [published, enters] = await Promise.all([
      selectRows(strapi, ITEM, ['documentId'], {
        where: { documentId: { $in: documentIds }, publishedAt: { $notNull: true }, reviewState: 'approved' },
      }),
      entersOn(documentIds),
    ])
    const counts = new Map<string, number>()
    // The pairKey ("<userId>:<call documentId>") is unique per enter, whichever call row it links.
    for (const key of new Set(enters.map((enter) => enter.pairKey))) {
      const call = key.slice(key.indexOf(':') + 1)
      counts.set(call, (counts.get(call) ?? 0) + 1)
    }
    return { online: new Set(published.map((row) => row.documentId)), enters: counts }
  }

  function toMyCall(row: DraftRow, live: Awaited<ReturnType<typeof liveState>>): MemberContentDto {
    const online = live.online.has(row.documentId)
    return {
      documentId: row.documentId,
      type: row.type,
      title: row.title,
      slug: row.slug,
      reviewState: row.reviewState,
      rejectReason: row.rejectReason ?? null,
      online,
      editPending: online && row.reviewState === 'pending',
      enterCount: live.enters.get(row.documentId) ?? 0,
      organization: row.organization ? { documentId: row.organization.documentId, name: row.organization.name } : null,
      createdAt: iso(row.createdAt)!,
      updatedAt: iso(row.updatedAt)!,
    }
  }

  function toEditable(row: DraftRow, live: Awaited<ReturnType<typeof liveState>>): EditableContentDto {
    return {
      ...toMyCall(row, live),
      audiences: (row.audiences ?? []).map((audience) => audience.key),
      body: row.body ?? [],
      themes: (row.themes ?? []).map((theme) => theme.documentId),
      externalUrl: row.externalUrl ?? null,
      startDate: iso(row.startDate),
      endDate: iso(row.endDate),
      location: row.location ?? null,
      signUpEnabled: Boolean(row.signUpEnabled),
      capacity: row.capacity ?? null,
      waitingList: row.waitingList !== false,
      signUpClosesAt: iso(row.signUpClosesAt),
      askEmail: Boolean(row.askEmail),
      askPhone: Boolean(row.askPhone),
      signUpQuestion: row.signUpQuestion ?? null,
      image: imageView(row.image),
      heroImage: imageView(row.heroImage),
      cardImage: imageView(row.cardImage),
    }
  }

  /** Themes by documentId must exist; audiences are given by key (api::audience). */
  async function relations(input: ContentInput) {
    const themeIds = [...new Set(input.themes)]
    const themes = themeIds.length ? await selectRows(strapi, THEME, ['documentId'], { where: { documentId: { $in: themeIds } } }) : []
    if (themes.length !== themeIds.length) throw fieldError('themes', PROFILE_MESSAGES.unknownTheme)
    const keys = [...new Set(input.audiences)]
    const audiences = await selectRows(strapi, AUDIENCE, ['documentId'], { where: { key: { $in: keys } } })
    if (audiences.length !== keys.length) throw fieldError('audiences', CONTENT_MESSAGES.unknownAudience)
    return { themes: themes.map((theme) => theme.documentId), audiences: audiences.map((audience) => audience.documentId) }
  }

  /** An event's sign-up settings as the form gives them; any other item, or an event without sign-up here, has none. */
  function signUpData(input: ContentInput): Partial<ItemData> {
    const on = input.type === EVENT && input.signUpEnabled
    return {
      signUpEnabled: on,
      capacity: on ? (input.capacity ?? null) : null,
      waitingList: on ? input.waitingList : true,
      signUpClosesAt: on && input.signUpClosesAt ? new Date(input.signUpClosesAt).toISOString() : null,
      askEmail: on && input.askEmail,
      askPhone: on && input.askPhone,
      signUpQuestion: on ? (input.signUpQuestion ?? null) : null,
    }
  }

  /** The editable fields of the form, as the Document Service takes them. */
  async function contentData(input: ContentInput, images: ContentImages): Promise<EditableData> {
    const data: EditableData = {
      title: input.title,
      // The shared schema's links carry no `rel` and `target` (Strapi's blocks editor adds them).
      body: input.body as ItemData['body'],
      ...(await relations(input)),
      externalUrl: input.externalUrl ?? null,
      startDate: input.startDate ? new Date(input.startDate).toISOString() : null,
      endDate: input.endDate ? new Date(input.endDate).toISOString() : null,
      location: input.location ?? null,
      ...signUpData(input),
    }
    for (const field of input.remove) data[field] = null
    for (const [field, checked] of Object.entries(images) as Array<[ContentImageField, CheckedImage]>) {
      data[field] = (await storeImage(strapi, checked)).id
    }
    return data
  }

  /**
   * Runs `work` in a transaction that holds the lock on the item's draft row (PostgreSQL: SELECT …
   * FOR UPDATE; SQLite runs one write transaction at a time), with the draft as it is under the
   * lock: an edit, a review decision and a take-offline of one item never interleave.
   */
  async function underDraftLock<T>(documentId: string, work: (draft: DraftRow) => Promise<T>): Promise<T> {
    return strapi.db.transaction(async ({ trx }) => {
      await trx('content_items').where({ document_id: documentId }).whereNull('published_at').forUpdate().first('id')
      const draft = await draftOf(documentId)
      if (!draft) throw notFound()
      return work(draft)
    })
  }

  /** Whether an organisation's content may skip review: anything but a call, from an approved organisation. */
  async function goesOnlineDirectly(type: string, organization: string | null | undefined) {
    if (type === CALL || !organization) return false
    const row = await strapi.db.query(ORGANIZATION).findOne({ where: { documentId: organization }, select: ['applicationState'] })
    return row?.applicationState === 'approved'
  }

  /** The community managers hear of a submission: at once, or in the queue's summary when they heard of one within the hour. */
  function requestReview(call: { documentId: string; title: string }, edited: boolean) {
    sendAfterCommit(strapi, `Review request for ${call.documentId}`, () =>
      strapi
        .service('api::notification.notifications')
        .mailCommunityManagers('review-queue', (firstName) => contentMails.reviewRequested(firstName, call, edited)),
    )
  }

  return {
    /**
     * A member's new content (spec 2.3). Without an organisation only a call; with one, the caller
     * must be its contentManager or admin. A call waits for review as a draft (`pending`); an
     * approved organisation's other content goes online at once.
     */
    async create(user: Member, input: ContentInput, images: ContentImages): Promise<MemberContentDto> {
      if (!input.organization && input.type !== CALL) throw fieldError('type', CONTENT_MESSAGES.typeNotAllowed)
      if (input.organization) {
        const role = await roleOf(user.id, input.organization)
        if (!role || !CONTENT_ROLES.includes(role)) throw forbidden()
      }
      const direct = await goesOnlineDirectly(input.type, input.organization)
      const slug = `${slugify(input.title) || 'item'}-${randomBytes(4).toString('hex')}`
      const created = await withinLimits([['submissions', user.id]], async () =>
        documents().create({
          data: {
            ...(await contentData(input, images)),
            type: input.type,
            slug,
            organization: input.organization ?? null,
            author: user.documentId,
            reviewState: direct ? 'approved' : 'pending',
          },
          ...(direct ? { status: 'published' as const } : {}),
        }),
      )
      if (!direct) requestReview({ documentId: created.documentId, title: input.title }, false)
      const row = (await draftOf(created.documentId))!
      return toMyCall(row, await liveState([row.documentId]))
    },

    /**
     * The member's own calls (authored by them, not deleted), newest first; an organisation's call
     * only while they hold a content role there (rights end with the role, as in is-author).
     */
    async mine(userId: number): Promise<MemberContentDto[]> {
      // The member's rows first, from the user's side of the author link (lib/linked-ids.ts).
      const ids = await idsLinkedTo(strapi, ITEM, 'author', userId)
      if (ids.length === 0) return []
      const [rows, roles] = await Promise.all([
        documents().findMany({
          status: 'draft',
          filters: { id: { $in: ids }, type: CALL, deletedAt: { $null: true } },
          fields: [...LISTED_FIELDS],
          sort: [{ createdAt: 'desc' }, { id: 'desc' }],
          populate: { organization: { fields: ['documentId', 'name'] } },
          limit: 500,
        }) as unknown as Promise<DraftRow[]>,
        strapi.service('api::organization.members').rolesOf(userId) as Promise<Map<string, MemberRole>>,
      ])
      const mayManage = (row: DraftRow) => {
        const role = row.organization ? roles.get(row.organization.documentId) : undefined
        return !row.organization || (role !== undefined && CONTENT_ROLES.includes(role))
      }
      const own = rows.filter(mayManage)
      const live = await liveState(own.map((row) => row.documentId))
      return own.map((row) => toMyCall(row, live))
    },

    /**
     * How many calls `mine` lists (for the /profiel dashboard), and of those how many wait for
     * review (a new call, or an edit of an online one: `reviewState` pending) and how many were
     * rejected. COUNTs over the member's rows (from the user's side of the author link), with the
     * rule of `mine` as a condition: no organisation, or one where they hold a content role.
     */
    async countMine(userId: number): Promise<{ total: number; pending: number; rejected: number }> {
      const roles: Map<string, MemberRole> = await strapi.service('api::organization.members').rolesOf(userId)
      const contentOrganizations = [...roles].filter(([, role]) => CONTENT_ROLES.includes(role)).map(([documentId]) => documentId)
      const count = (reviewState?: MemberContentDto['reviewState']) =>
        strapi.db.query(ITEM).count({
          where: {
            id: { $in: linkedIdsQuery(strapi, ITEM, 'author', userId) },
            publishedAt: { $null: true },
            type: CALL,
            deletedAt: { $null: true },
            ...(reviewState ? { reviewState } : {}),
            $or: [
              { organization: { id: { $null: true } } },
              ...(contentOrganizations.length > 0 ? [{ organization: { documentId: { $in: contentOrganizations } } }] : []),
            ],
          },
        }) as Promise<number>
      const [total, pending, rejected] = await Promise.all([count(), count('pending'), count('rejected')])
      return { total, pending, rejected }
    },

    /**
     * One page of an organisation's items in every state but deleted (its content page: a call in
     * review, a rejected item with its reason, the online ones), newest first, and how many there
     * are. The route's policy checked that the caller has a role in it.
     *
     * The page's ids come from the organisation's side of the items' link table (its index on the
     * organisation), joined to the items' draft rows: a filter on `organization.documentId` through
     * the Document Service starts from the items instead, and walked every content item of every
     * organisation (tests/indexes.test.ts). The sort reads this organisation's drafts only.
     */
    async ofOrganization(
      organizationDocumentId: string,
      { page, pageSize }: PageQuery,
    ): Promise<{ items: MemberContentDto[]; total: number }> {
      const organization = await selectRow(strapi, ORGANIZATION, ['id'], { where: { documentId: organizationDocumentId } })
      if (!organization) return { items: [], total: 0 }
      const link = (strapi.db.metadata.get(ITEM).attributes.organization as unknown as { joinTable: JoinTable }).joinTable
      const table = strapi.db.metadata.get(ITEM).tableName
      const tables = await tablesOf(strapi)
      const drafts = () =>
        tables(link.name)
          .join(table, `${table}.id`, `${link.name}.${link.joinColumn.name}`)
          .where(`${link.name}.${link.inverseJoinColumn.name}`, organization.id)
          .whereNull(`${table}.published_at`)
          .whereNull(`${table}.deleted_at`)
      const [ids, counted] = await Promise.all([
        drafts()
          .orderBy([
            { column: `${table}.created_at`, order: 'desc' },
            { column: `${table}.id`, order: 'desc' },
          ])
          .offset((page - 1) * pageSize)
          .limit(pageSize)
          .pluck(`${table}.id`) as Promise<number[]>,
        drafts().count({ n: '*' }).first() as Promise<{ n: number | string } | undefined>,
      ])
      const total = Number(counted?.n ?? 0)
      if (ids.length === 0) return { items: [], total }
      const found = (await documents().findMany({
        status: 'draft',
        filters: { id: { $in: ids } },
        fields: [...LISTED_FIELDS],
        populate: { organization: { fields: ['documentId', 'name'] } },
        limit: ids.length,
      })) as unknown as DraftRow[]
      const byId = new Map(found.map((row) => [row.id, row]))
      const rows = ids.flatMap((id) => byId.get(id) ?? [])
      const live = await liveState(rows.map((row) => row.documentId))
      return { items: rows.map((row) => toMyCall(row, live)), total }
    },

    /**
     * One item for the edit form (a member's call, or any item of an organisation) or the review page
     * (`forReview`: a call in any state, another item while it is not approved); the caller's right
     * was checked by the route's policy.
     */
    async editable(documentId: string, { forReview = false } = {}): Promise<EditableItem | null> {
      const row = await draftOf(documentId)
      if (!row || (row.type !== CALL && (forReview ? row.reviewState === 'approved' : !row.organization))) return null
      return { ...toEditable(row, await liveState([documentId])), author: row.author ?? null }
    },

    /**
     * An edit (is-author or the organisation's content roles, checked by the policy with the
     * caller's role at this moment). The draft takes the
     * edit and waits for review; an approved version stays online unchanged until approval.
     */
    async update(user: Member, documentId: string, input: ContentInput, images: ContentImages): Promise<MemberContentDto> {
      const row = await draftOf(documentId)
      if (!row) throw notFound()
      if (input.type !== row.type) throw fieldError('type', CONTENT_MESSAGES.wrongType)
      const direct = await withinLimits([['submissions', user.id]], async () => {
        const data = await contentData(input, images)
        return underDraftLock(documentId, async (current) => {
          // Only an item in good standing goes online again without review: one that a community
          // manager took offline or rejected (and its edit waiting for review) waits until one
          // approves it. Read under the lock, so a take-offline at the same moment is not undone.
          const online = current.reviewState === 'approved' && (await goesOnlineDirectly(current.type, current.organization?.documentId))
          await documents().update({ documentId, data: { ...data, reviewState: online ? 'approved' : 'pending', rejectReason: null } })
          if (online) await documents().publish({ documentId })
          return online
        })
      })
      // Every edit that waits for review reaches the community managers, an edit of one still waiting
      // too (it changes what they are about to decide); their mails coalesce by the hour.
      if (!direct) requestReview({ documentId, title: input.title }, true)
      const updated = (await draftOf(documentId))!
      return toMyCall(updated, await liveState([documentId]))
    },

    /**
     * Deletes with a reason: the item leaves the public site at once (its published version is
     * removed, which signals the site's cache), its enters and favorites go (the responders' shared
     * details served this call only), and the draft stays as the record of what was deleted and why.
     */
    async remove(documentId: string, input: DeleteContentInput) {
      const row = await draftOf(documentId)
      if (!row) throw notFound()
      await strapi.db.transaction(async () => {
        await documents().unpublish({ documentId })
        await documents().update({
          documentId,
          data: { deleteReason: input.reason, deleteExplanation: input.explanation ?? null, deletedAt: new Date().toISOString() },
        })
        for (const uid of [ENTER, FAVORITE] as const) {
          const relation = uid === ENTER ? 'call' : 'contentItem'
          const linked = await selectRows(strapi, uid, ['documentId'], { where: { [relation]: { documentId } } })
          for (const id of new Set(linked.map((item) => item.documentId))) await strapi.documents(uid).delete({ documentId: id })
        }
      })
    },

    /** Whether a call is open for enters: approved, online, not deleted. Returns its author and organisation. */
    async openCall(documentId: string) {
      const row = (await documents().findOne({
        documentId,
        status: 'published',
        populate: { organization: { fields: ['documentId'] } },
      })) as unknown as (DraftRow & { organization?: { documentId: string } | null }) | null
      if (!row || row.type !== CALL || row.reviewState !== 'approved' || row.deletedAt) return null
      const authors = await linkedRows(strapi, ITEM, 'author', [row.id], 'plugin::users-permissions.user', [])
      return { ...row, author: authors.get(row.id) ?? null }
    },

    liveState,
    draftOf,
    underDraftLock,
  }
}

export default memberContent
export type MemberContentService = ReturnType<typeof memberContent>
