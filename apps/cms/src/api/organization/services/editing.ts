import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  MESSAGES,
  ORGANIZATION_MESSAGES,
  PROFILE_MESSAGES,
  type AddressInput,
  type CallToActionsInput,
  type ContactPersonInput,
  type EditableOrganizationDto,
  type OrganizationGeneralInput,
  type OrganizationImageField,
  type OrganizationTagsInput,
} from '@talentstad/types'
import { imageView, removeFiles, storeImage, type CheckedImage } from '../../../lib/image-upload'
import type { Row, Selected } from '../../../lib/rows'

const ORGANIZATION = 'api::organization.organization'
const TAG = 'api::tag.tag'
const IMAGE = { select: ['id', 'url', 'width', 'height', 'alternativeText'] }

type ImageRow = Selected<'plugin::upload.file', 'id' | 'url' | 'width' | 'height' | 'alternativeText'>
type OrganizationRow = Selected<
  typeof ORGANIZATION,
  'id' | 'documentId' | 'name' | 'slug' | 'type' | 'description' | 'websiteUrl' | 'address' | 'callToActions'
> & {
  image?: ImageRow | null
  heroImage?: ImageRow | null
  cardImage?: ImageRow | null
  contactPerson?: (Omit<Row<typeof ORGANIZATION>['contactPerson'], 'image'> & { image?: ImageRow | null }) | null
  tags?: Array<Selected<typeof TAG, 'documentId' | 'name' | 'slug'>>
}

/** Stores the (already checked) images; returns the stored file ids by field. */
async function storeImages(
  strapi: Core.Strapi,
  images: Partial<Record<string, CheckedImage>>,
  alt: string,
): Promise<Record<string, number>> {
  const stored: Record<string, number> = {}
  for (const [field, image] of Object.entries(images)) if (image) stored[field] = (await storeImage(strapi, image, alt)).id
  return stored
}

/**
 * The organisation's edit page (spec 2.3, admins): one section at a time. Every write goes through
 * the Document Service, so the content-change signal tells the site to drop its cached directory
 * and organisation pages at once. Replaced or removed images are deleted from the upload store.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async row(documentId: string) {
    const row: OrganizationRow | null = await strapi.db.query(ORGANIZATION).findOne({
      where: { documentId },
      select: ['id', 'documentId', 'name', 'slug', 'type', 'description', 'websiteUrl'],
      populate: {
        image: IMAGE,
        heroImage: IMAGE,
        cardImage: IMAGE,
        contactPerson: { populate: { image: IMAGE } },
        address: true,
        callToActions: true,
        tags: { select: ['documentId', 'name', 'slug'] },
      },
    })
    if (!row) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    return row
  },

  async get(documentId: string): Promise<EditableOrganizationDto> {
    const row = await this.row(documentId)
    const contact: Partial<OrganizationRow['contactPerson']> = row.contactPerson ?? {}
    const address: Partial<OrganizationRow['address']> = row.address ?? {}
    return {
      documentId: row.documentId,
      name: row.name,
      slug: row.slug,
      type: row.type,
      description: row.description ?? null,
      websiteUrl: row.websiteUrl ?? null,
      image: imageView(row.image),
      heroImage: imageView(row.heroImage),
      cardImage: imageView(row.cardImage),
      contactPerson: {
        name: contact.name ?? null,
        title: contact.title ?? null,
        email: contact.email ?? null,
        phone: contact.phone ?? null,
        image: imageView(contact.image),
      },
      address: {
        street: address.street ?? null,
        houseNumber: address.houseNumber ?? null,
        postal: address.postal ?? null,
        city: address.city ?? null,
      },
      callToActions: (row.callToActions ?? []).map((cta) => ({ text: cta.text, url: cta.url })),
      tags: (row.tags ?? [])
        .map((tag) => ({ documentId: tag.documentId, name: tag.name, slug: tag.slug }))
        .sort((a, b) => a.name.localeCompare(b.name, 'nl')),
    }
  },

  /**
   * Writes a section; then removes the images it replaced. When the write is refused (the name is
   * another organisation's: 409 from lib/organization-keys.ts), the images it stored go instead.
   */
  async write(documentId: string, data: Record<string, unknown>, dropFiles: number[] = [], storedFiles: number[] = []) {
    try {
      await strapi.documents(ORGANIZATION).update({ documentId, data: data })
    } catch (error) {
      await removeFiles(strapi, storedFiles)
      throw error
    }
    await removeFiles(strapi, dropFiles)
    return this.get(documentId)
  },

  async general(documentId: string, input: OrganizationGeneralInput, files: Partial<Record<OrganizationImageField, CheckedImage>>) {
    const current = await this.row(documentId)
    const stored = await storeImages(strapi, files, `Afbeelding van ${input.name}`)
    const data: Record<string, unknown> = { name: input.name, description: input.description, websiteUrl: input.websiteUrl }
    const drop: number[] = []
    for (const field of ['image', 'heroImage', 'cardImage'] as const) {
      if (stored[field] !== undefined) data[field] = stored[field]
      else if (input.remove.includes(field)) data[field] = null
      else continue
      if (current[field]?.id) drop.push(current[field].id)
    }
    return this.write(documentId, data, drop, Object.values(stored))
  },

  async contactPerson(documentId: string, input: ContactPersonInput, file: CheckedImage | undefined) {
    const current = await this.row(documentId)
    const stored = await storeImages(strapi, { image: file }, input.name ? `Foto van ${input.name}` : '')
    const previous = current.contactPerson?.image?.id
    const next = stored.image ?? (input.remove.includes('image') ? null : (previous ?? null))
    const { remove: _remove, ...fields } = input
    const drop = previous && next !== previous ? [previous] : []
    return this.write(documentId, { contactPerson: { ...fields, image: next } }, drop, Object.values(stored))
  },

  async address(documentId: string, input: AddressInput) {
    await this.row(documentId)
    return this.write(documentId, { address: input })
  },

  async callToActions(documentId: string, input: CallToActionsInput) {
    await this.row(documentId)
    return this.write(documentId, { callToActions: input.callToActions })
  },

  async tags(documentId: string, input: OrganizationTagsInput) {
    await this.row(documentId)
    if (input.tags.length > 0) {
      const found = await strapi.db.query(TAG).count({ where: { documentId: { $in: input.tags } } })
      if (found !== input.tags.length) {
        throw new errors.ValidationError(PROFILE_MESSAGES.invalid, {
          code: 'validation',
          fieldErrors: { tags: [ORGANIZATION_MESSAGES.unknownTag] },
        })
      }
    }
    return this.write(documentId, { tags: input.tags })
  },
})
