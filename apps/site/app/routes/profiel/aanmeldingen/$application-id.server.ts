import { applicationDecisionNotice, ORGANIZATION_TYPE_LABELS, APPLICATION_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { requireCommunityManager } from '~/lib/auth/permissions.server'
import { isDocumentId } from '~/lib/cms/member-api.server'
import { formatDutchDateTime } from '~/lib/dates'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { toImageView } from '~/lib/cms/media.server'
import { ApplicationDecisionFormSchema } from '~/lib/organizations/forms'
import { decideApplication, getApplication } from '~/lib/organizations/organizations.server'
import { APPLICATION_STATE_VIEWS } from '~/lib/organizations/views'
import { notFound } from '~/lib/http/page-errors.server'
import { safeWebHref } from '~/lib/http/safe-url'
import { redirectWithToast } from '~/lib/toast.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

/** /profiel/aanmeldingen/:id: everything the applicant submitted, and the decision. */
export async function loadApplication(request: Request, documentId: string | undefined) {
  const { jwt } = await requireCommunityManager(request)
  if (!isDocumentId(documentId)) notFound()
  const application = await getApplication({ jwt, signal: request.signal }, documentId)
  return {
    id: application.documentId,
    name: application.name,
    type: ORGANIZATION_TYPE_LABELS[application.type],
    state: APPLICATION_STATE_VIEWS[application.applicationState],
    pending: application.applicationState === 'pending',
    rejectReason: application.rejectReason,
    description: application.description,
    logo: toImageView(application.logo, 'thumbnail') ?? null,
    submitted: formatDutchDateTime(application.createdAt),
    decided: application.reviewedAt ? formatDutchDateTime(application.reviewedAt) : null,
    signUp: { ...application.signUp, website: safeWebHref(application.signUp.website) ?? application.signUp.website },
    applicant: application.applicant,
  }
}

type Reply = FormReply

export async function applicationAction(request: Request, documentId: string | undefined) {
  const { jwt } = await requireCommunityManager(request)
  if (!isDocumentId(documentId)) notFound()
  const form = await parseForm(request, { schema: ApplicationDecisionFormSchema })
  if (!form.ok) return data<Reply>({ result: form.result }, { status: form.status })
  const result = await decideApplication({ jwt, signal: request.signal }, documentId, form.value)
  if (!result.ok) {
    if (result.status === 404) notFound()
    const message = result.status === 409 ? APPLICATION_MESSAGES.notPending : failureMessage(result)
    return data<Reply>({ result: form.submission.reply({ formErrors: [message] }) }, { status: failureStatus(result) })
  }
  const application = result.data.data
  const state = application.applicationState === 'approved' ? 'approved' : 'rejected'
  return redirectWithToast(ORGANIZATION_PAGES.reviewQueue, { type: 'success', title: applicationDecisionNotice(application.name, state) })
}
