import { CONTENT_IMAGE_FIELDS, CONTENT_ROLES, type ContentImageField, type EditableContentDto, CONTENT_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { z } from 'zod'
import { requireUser, type CurrentUser } from '../auth/auth.server'
import { failureMessage, failureStatus, parseForm } from '../forms/parse-form.server'
import { CONTENT_FORM_MAX_BYTES } from '../http/request-limits'
import { processImageUpload } from '~/lib/forms/image-upload.server'
import { toImageView } from '~/lib/cms/media.server'
import { forbidden, notFound } from '~/lib/http/page-errors.server'
import { getThemeChoices, requireProfile } from '~/lib/profile/profile.server'
import { redirectWithToast } from '../toast.server'
import type { ToastInput } from '../toast'
import { isAiRewriteEnabled } from './ai-rewrite/config.server'
import { CALL_PATHS } from '../calls/paths'
import { isDocumentId, type Caller } from '~/lib/cms/member-api.server'
import { createCall, getEditableCall, updateCall } from '~/lib/member-content/member-content.server'
import {
  amsterdamLocalToIso,
  ContentFormSchema,
  ContentFormStep1Schema,
  EMPTY_CONTENT_FORM,
  intentOf,
  isoToAmsterdamLocal,
  stepOfErrors,
  valuesFromForm,
  type ContentFormOutput,
  type ContentFormPage,
  type ContentFormReply,
  type ContentFormValues,
  type CurrentImages,
} from './content-form'
import { safeRedirect } from '~/lib/http/redirect.server'
import { contentEditPath } from '~/lib/content/paths'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

/**
 * The server side of the content form: what the create and edit pages load, and the one action
 * both post to. 'Volgende' checks step 1 and shows step 2 with step 1 as hidden fields; 'Vorige'
 * shows step 1 again with everything; the final submit checks the whole, runs each image through
 * the upload pipeline (image-upload.server.ts) and sends it all to the CMS as the member.
 */

/**
 * What the member's calls page confirms after a submit (the toast and the status message on top,
 * docs/decisions/0037): a new call (with its analytics event), an edit of a call that is online
 * (its last version stays until approval), or an edit of one that is not.
 */
const submittedResult = (edit: boolean, online: boolean): ToastInput =>
  !edit
    ? { type: 'success', title: CONTENT_MESSAGES.submitted, event: 'call_created' }
    : online
      ? { type: 'success', title: CONTENT_MESSAGES.updated, description: CONTENT_MESSAGES.editPendingNotice }
      : { type: 'success', title: CONTENT_MESSAGES.editSubmitted }

async function contentOrganizations(request: Request) {
  const { profile } = await requireProfile(request)
  return profile.memberships
    .filter((membership) => CONTENT_ROLES.includes(membership.role))
    .map((membership) => ({ value: membership.organization.documentId, label: membership.organization.name }))
}

export async function loadCreatePage(request: Request): Promise<ContentFormPage> {
  const [organizations, themes] = await Promise.all([contentOrganizations(request), getThemeChoices()])
  return { mode: 'create', organizations, themes, aiRewrite: isAiRewriteEnabled(), initial: EMPTY_CONTENT_FORM, images: {} }
}

function valuesOf(call: EditableContentDto): ContentFormValues {
  return {
    organization: call.organization?.documentId ?? '',
    type: call.type,
    audiences: call.audiences,
    title: call.title,
    body: call.body,
    bodyText: '',
    themes: call.themes,
    externalUrl: call.externalUrl ?? '',
    startDate: isoToAmsterdamLocal(call.startDate),
    endDate: isoToAmsterdamLocal(call.endDate),
    location: call.location ?? '',
    signUpEnabled: call.signUpEnabled,
    capacity: call.capacity == null ? '' : String(call.capacity),
    waitingList: call.waitingList,
    signUpClosesAt: isoToAmsterdamLocal(call.signUpClosesAt),
    askEmail: call.askEmail,
    askPhone: call.askPhone,
    signUpQuestion: call.signUpQuestion ?? '',
    remove: [],
  }
}

/** The edit form of a call: the author, or its organisation's contentManager or admin (the CMS decides; others get 403). */
export async function loadEditPage(request: Request, documentId: string | undefined): Promise<ContentFormPage & { title: string }> {
  const { jwt } = await requireUser(request)
  if (!isDocumentId(documentId)) notFound()
  const call = await getEditableCall({ jwt, signal: request.signal }, documentId)
  // Each type is edited under its own address; an old or wrong one (`/oproepen/{id}/aanpassen` for
  // news) sends the member on, with any query.
  const own = contentEditPath(call.type, documentId)
  const url = new URL(request.url)
  if (url.pathname !== own) throw safeRedirect(`${own}${url.search}`, 308)
  const themes = await getThemeChoices()
  const organizations = call.organization ? [{ value: call.organization.documentId, label: call.organization.name }] : []
  const images: CurrentImages = {}
  for (const field of CONTENT_IMAGE_FIELDS) {
    const media = call[field]
    if (media) images[field] = toImageView({ ...media, alternativeText: null }, 'thumbnail')
  }
  return { mode: 'edit', organizations, themes, aiRewrite: isAiRewriteEnabled(), initial: valuesOf(call), images, title: call.title }
}

const reply = (status: number, body: ContentFormReply) => data<ContentFormReply>(body, { status })

const hasFiles = (formData: FormData) =>
  CONTENT_IMAGE_FIELDS.some((field) => {
    const value = formData.get(field)
    return value instanceof File && value.size > 0
  })

/** The body the CMS takes: the form's `data` JSON (dates as instants) and the images as files. */
function cmsBody(
  value: ContentFormOutput,
  images: Partial<Record<ContentImageField, Blob & { name?: string }>>,
  names: Partial<Record<ContentImageField, string>>,
) {
  const input = {
    ...value,
    startDate: value.startDate ? amsterdamLocalToIso(value.startDate) : null,
    endDate: value.endDate ? amsterdamLocalToIso(value.endDate) : null,
    signUpClosesAt: value.signUpClosesAt ? amsterdamLocalToIso(value.signUpClosesAt) : null,
  }
  const body = new FormData()
  body.append('data', JSON.stringify(input))
  for (const field of CONTENT_IMAGE_FIELDS) {
    const image = images[field]
    if (image) body.append(field, image, names[field])
  }
  return body
}

/**
 * The action of the create and edit pages. `documentId` set: an edit (the type and organisation
 * stay what they were; the CMS refuses a change).
 */
export async function contentFormAction(
  request: Request,
  options: {
    documentId?: string
    done?: (call: { reviewState: string; online: boolean }) => { path: string; title?: string }
  },
) {
  const current: CurrentUser = await requireUser(request)
  const caller: Caller = { jwt: current.jwt, signal: request.signal }
  if (options.documentId !== undefined && !isDocumentId(options.documentId)) notFound()

  const form = await parseForm(request, {
    schema: (formData) => {
      const intent = intentOf(formData)
      return intent === 'submit' ? ContentFormSchema : intent === 'next' ? ContentFormStep1Schema : z.object({})
    },
    maxBytes: CONTENT_FORM_MAX_BYTES,
    sizeErrorField: 'image',
  })
  const values = form.formData ? valuesFromForm(form.formData) : EMPTY_CONTENT_FORM
  const intent = form.formData ? intentOf(form.formData) : 'submit'
  const filesLost = form.formData ? hasFiles(form.formData) : false

  if (!form.ok) {
    const step = form.status === 413 || !form.formData ? 2 : intent === 'next' ? 1 : stepOfErrors(form.result.error)
    return reply(form.status, { step, values, result: form.result, filesLost: form.status !== 413 && filesLost })
  }
  if (intent === 'back') return reply(200, { step: 1, values })
  if (intent === 'next')
    return reply(200, { step: 2, values: { ...values, body: (form.value as { body: ContentFormValues['body'] }).body, bodyText: '' } })

  // The final submit: each chosen image through the pipeline first.
  const value = form.value as ContentFormOutput
  const images: Partial<Record<ContentImageField, Blob>> = {}
  const names: Partial<Record<ContentImageField, string>> = {}
  const fieldErrors: Record<string, string[]> = {}
  for (const field of CONTENT_IMAGE_FIELDS) {
    const file = form.formData.get(field)
    if (!(file instanceof File) || file.size === 0) continue
    const processed = await processImageUpload(file)
    if (!processed.ok) {
      fieldErrors[field] = [processed.message]
      continue
    }
    images[field] = new Blob([new Uint8Array(processed.buffer)], { type: processed.mime })
    names[field] = processed.fileName
  }
  if (Object.keys(fieldErrors).length) {
    return reply(400, { step: 2, values, result: form.submission.reply({ fieldErrors }), filesLost: true })
  }

  const body = cmsBody(value, images, names)
  const result = options.documentId ? await updateCall(caller, options.documentId, body) : await createCall(caller, body)
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    if (result.status === 403 && options.documentId) forbidden()
    if (result.status === 404) notFound()
    const message = result.status === 403 ? CONTENT_MESSAGES.typeNotAllowed : failureMessage(result)
    return reply(failureStatus(result), {
      step: 2,
      values,
      result: form.submission.reply({ formErrors: [message] }),
      filesLost: Object.keys(images).length > 0,
    })
  }
  // `done`: where a page other than the member's calls sends the member (an organisation's content page).
  // An edit of an organisation's item goes back to that organisation's content, where it was opened.
  const item = result.data.data
  const done =
    options.done?.(item) ??
    (options.documentId && item.organization ? { path: ORGANIZATION_PAGES.content(item.organization.documentId) } : undefined)
  const edit = Boolean(options.documentId)
  if (!done) return redirectWithToast(CALL_PATHS.mine, submittedResult(edit, item.online))
  // An organisation's item that is online takes an edit at once (only calls, and items taken offline, wait for review).
  const live = item.type !== 'CONTENT_TYPE_CALL_UP' && item.online && !item.editPending
  return redirectWithToast(done.path, {
    type: 'success',
    title: done.title ?? (edit ? (live ? CONTENT_MESSAGES.savedOnline : CONTENT_MESSAGES.updated) : CONTENT_MESSAGES.submitted),
  })
}
