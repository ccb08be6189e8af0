import {
  ORGANIZATION_IMAGE_FIELDS,
  ORGANIZATION_MESSAGES,
  type OrganizationSection,
  type StrapiListResponse,
  type TagDto,
} from '@talentstad/types'
import { data } from 'react-router'
import { z } from 'zod'
import { cachedCmsFetch } from '~/lib/cms/cache.server'
import { TAGS_QUERY } from '~/lib/content/query'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { CONTENT_FORM_MAX_BYTES } from '~/lib/http/request-limits'
import { processImageUpload } from '~/lib/forms/image-upload.server'
import { toImageView } from '~/lib/cms/media.server'
import { requireOrganizationRole } from '~/lib/organizations/roles.server'
import {
  AddressFormSchema,
  arrangeRows,
  ContactFormSchema,
  CtaFormSchema,
  filledRows,
  GeneralFormSchema,
  TagsFormSchema,
  type CtaChange,
  type CtaRow,
} from '~/lib/organizations/forms'
import { getEditableOrganization, saveSection } from '~/lib/organizations/organizations.server'
import { redirectWithToast } from '~/lib/toast.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

/**
 * /profiel/organisatie/:organizationId/bewerken (admins, spec 2.3): general, contact person,
 * address, call-to-actions and tags, each its own form saved on its own (one PUT per section);
 * the CMS tells the site's cache at once, so the public page shows the change.
 */

const SECTIONS = ['general', 'contactPerson', 'address', 'callToActions', 'tags'] as const satisfies readonly OrganizationSection[]
const sectionOf = (formData: FormData): OrganizationSection => {
  const intent = formData.get('intent')
  return (SECTIONS as readonly unknown[]).includes(intent) ? (intent as OrganizationSection) : 'general'
}
const SCHEMAS = {
  general: GeneralFormSchema,
  contactPerson: ContactFormSchema,
  address: AddressFormSchema,
  callToActions: CtaFormSchema,
  tags: TagsFormSchema,
}

const imageView = (media: { url: string; width: number | null; height: number | null } | null) =>
  media ? (toImageView({ ...media, alternativeText: null }, 'thumbnail') ?? null) : null

export async function loadEditOrganizationPage(request: Request, organizationId: string | undefined) {
  const { organization, role, caller } = await requireOrganizationRole(request, organizationId, ['admin'])
  const [editable, tags] = await Promise.all([
    getEditableOrganization(caller, organization.documentId),
    cachedCmsFetch<StrapiListResponse<TagDto>>('/tags', { query: TAGS_QUERY, models: ['tag'] }),
  ])
  return {
    organization: { id: organization.documentId, name: editable.name },
    role,
    general: { name: editable.name, description: editable.description ?? '', websiteUrl: editable.websiteUrl ?? '' },
    images: { image: imageView(editable.image), heroImage: imageView(editable.heroImage), cardImage: imageView(editable.cardImage) },
    contactPerson: {
      name: editable.contactPerson.name ?? '',
      title: editable.contactPerson.title ?? '',
      email: editable.contactPerson.email ?? '',
      phone: editable.contactPerson.phone ?? '',
    },
    contactImage: imageView(editable.contactPerson.image),
    address: {
      street: editable.address.street ?? '',
      houseNumber: editable.address.houseNumber ?? '',
      postal: editable.address.postal ?? '',
      city: editable.address.city ?? '',
    },
    callToActions: editable.callToActions.map((cta) => ({ text: cta.text, url: cta.url })),
    tags: editable.tags.map((tag) => tag.documentId),
    tagChoices: tags.data.map((tag) => ({ value: tag.documentId, label: tag.name })),
  }
}

export type EditReply = FormReply<{
  intent: OrganizationSection
  rows?: CtaRow[]
  /** A move or a removal (reorders the rows on the page only): what changed, and a new number each time. */
  change?: CtaChange | null
  version?: number
  filesLost?: boolean
}>
const reply = (status: number, body: EditReply) => data<EditReply>(body, { status })

/** The rows as posted (rows[0].text …), in order, empty ones included. */
function postedRows(formData: FormData): CtaRow[] {
  const rows: CtaRow[] = []
  for (let index = 0; index < 5; index++) {
    const text = formData.get(`rows[${index}].text`)
    const url = formData.get(`rows[${index}].url`)
    if (text === null && url === null) break
    rows.push({ text: typeof text === 'string' ? text.trim() : '', url: typeof url === 'string' ? url.trim() : '' })
  }
  return rows
}

async function imagesInto(body: FormData, formData: FormData, fields: readonly string[], fileFields: Record<string, string> = {}) {
  const fieldErrors: Record<string, string[]> = {}
  for (const field of fields) {
    const file = formData.get(fileFields[field] ?? field)
    if (!(file instanceof File) || file.size === 0) continue
    const processed = await processImageUpload(file)
    if (!processed.ok) fieldErrors[fileFields[field] ?? field] = [processed.message]
    else body.append(field, new Blob([new Uint8Array(processed.buffer)], { type: processed.mime }), processed.fileName)
  }
  return fieldErrors
}

export async function editOrganizationAction(request: Request, organizationId: string | undefined) {
  const { organization, caller } = await requireOrganizationRole(request, organizationId, ['admin'])
  const form = await parseForm(request, {
    schema: (formData) => SCHEMAS[sectionOf(formData)] as unknown as z.ZodType<Record<string, unknown>>,
    maxBytes: CONTENT_FORM_MAX_BYTES,
    sizeErrorField: 'image',
  })
  const section = form.formData ? sectionOf(form.formData) : 'general'
  const rows = section === 'callToActions' && form.formData ? postedRows(form.formData) : undefined
  if (!form.ok)
    return reply(form.status, {
      intent: section,
      result: form.result,
      rows,
      filesLost: section === 'general' || section === 'contactPerson',
    })

  const value = form.value as Record<string, unknown>
  const { intent: _intent, ...input } = value
  let body: unknown = input
  if (section === 'callToActions') {
    const { move, removeRow } = value as { move?: string; removeRow?: string }
    if (move || removeRow) {
      // Reorder or drop a row on the page only; the list is saved with 'Knoppen opslaan'.
      const arranged = arrangeRows(rows ?? [], move, removeRow)
      return reply(200, {
        intent: section,
        result: { status: 'success' },
        rows: arranged.rows,
        change: arranged.change,
        version: Date.now(),
      })
    }
    body = { callToActions: filledRows(rows ?? []) }
  }
  if (section === 'general' || section === 'contactPerson') {
    const multipart = new FormData()
    multipart.append('data', JSON.stringify(input))
    const fieldErrors =
      section === 'general'
        ? await imagesInto(multipart, form.formData, ORGANIZATION_IMAGE_FIELDS)
        : await imagesInto(multipart, form.formData, ['image'], { image: 'contactImage' })
    if (Object.keys(fieldErrors).length)
      return reply(400, { intent: section, result: form.submission.reply({ fieldErrors }), filesLost: true })
    body = multipart
  }
  const result = await saveSection(caller, organization.documentId, section, body)
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    // Another organisation has this name (409): said at the name field.
    if (result.status === 409 && (result.code as string) === 'duplicate-organization' && section === 'general')
      return reply(409, { intent: section, result: form.submission.reply({ fieldErrors: { name: [result.message] } }), filesLost: true })
    return reply(failureStatus(result), { intent: section, result: form.submission.reply({ formErrors: [failureMessage(result)] }), rows })
  }
  // Back to the section, which says it was saved (docs/decisions/0037).
  return redirectWithToast(`${ORGANIZATION_PAGES.edit(organization.documentId)}#${section}`, {
    type: 'success',
    title: ORGANIZATION_MESSAGES.saved,
    at: section,
  })
}
