import type { Core } from '@strapi/strapi'
import type { PlacedByDto } from '@talentstad/types'

const ITEM_UID = 'api::content-item.content-item'

type Row = {
  author?: { firstName?: string | null; lastName?: string | null } | null
  createdBy?: { firstname?: string | null; lastname?: string | null } | null
}

const fullName = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ').trim()

/**
 * Who placed a content item (issue 46): its member author by name, or else the admin account that
 * made it in the editors' desk. Read from the draft, which every item has; only names are selected.
 */
export async function placedBy(strapi: Core.Strapi, documentId: string): Promise<PlacedByDto> {
  const row = (await strapi.db.query(ITEM_UID).findOne({
    where: { documentId, publishedAt: null },
    select: ['id'],
    populate: { author: { select: ['firstName', 'lastName'] }, createdBy: { select: ['firstname', 'lastname'] } },
  })) as Row | null
  const member = fullName(row?.author?.firstName, row?.author?.lastName)
  if (member) return { name: member, by: 'member' }
  const desk = fullName(row?.createdBy?.firstname, row?.createdBy?.lastname)
  return desk ? { name: desk, by: 'desk' } : null
}
