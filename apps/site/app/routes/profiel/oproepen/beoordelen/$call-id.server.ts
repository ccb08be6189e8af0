import {
  AUDIENCE_TYPE_LABELS,
  CONTENT_TYPE_LABELS,
  ContentReviewDecisionSchema,
  type AudienceType,
  REVIEW_MESSAGES,
} from '@talentstad/types'
import { data } from 'react-router'
import { requireCommunityManager } from '~/lib/auth/permissions.server'
import { isDocumentId } from '~/lib/cms/member-api.server'
import { decideReview, getReviewCall } from '~/lib/member-content/member-content.server'
import { CALL_PATHS } from '~/lib/calls/paths'
import { callState } from '~/lib/calls/views'
import { formatDutchDateTime, formatEventDate } from '~/lib/dates'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { toImageView } from '~/lib/cms/media.server'
import { notFound } from '~/lib/http/page-errors.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { FormReply } from '~/lib/forms/form-reply'

/**
 * /profiel/oproepen/beoordelen/:callUpId: the item as it will appear, its author, and the decision.
 * `version` goes back with the decision: the CMS refuses one made on an older version (409 `changed`).
 */
export async function loadReviewCall(request: Request, documentId: string | undefined) {
  const { jwt } = await requireCommunityManager(request)
  if (!isDocumentId(documentId)) notFound()
  const call = await getReviewCall({ jwt, signal: request.signal }, documentId)
  return {
    id: call.documentId,
    version: call.version,
    isCall: call.type === 'CONTENT_TYPE_CALL_UP',
    title: call.title,
    typeLabel: CONTENT_TYPE_LABELS[call.type],
    body: call.body,
    state: callState(call),
    pending: call.reviewState === 'pending',
    rejectReason: call.rejectReason,
    author: call.author ? [call.author.firstName, call.author.lastName].filter(Boolean).join(' ') : null,
    organization: call.organization?.name ?? null,
    submitted: formatDutchDateTime(call.updatedAt),
    audiences: call.audiences.map((audience) => AUDIENCE_TYPE_LABELS[audience as AudienceType] ?? audience),
    externalUrl: call.externalUrl,
    when: call.startDate ? formatEventDate(call.startDate, call.endDate) : null,
    location: call.location,
    image:
      toImageView((call.heroImage ?? call.image) ? { ...(call.heroImage ?? call.image)!, alternativeText: null } : null, 'medium') ?? null,
  }
}

type Reply = FormReply

export async function reviewCallAction(request: Request, documentId: string | undefined) {
  const { jwt } = await requireCommunityManager(request)
  if (!isDocumentId(documentId)) notFound()
  const form = await parseForm(request, { schema: ContentReviewDecisionSchema })
  if (!form.ok) return data<Reply>({ result: form.result }, { status: form.status })
  const result = await decideReview({ jwt, signal: request.signal }, documentId, form.value)
  if (!result.ok) {
    // 409: decided already, or changed since the page was opened (the CMS's message says which; the
    // page then loads again and shows the current version).
    const message = result.status === 409 && result.code !== 'changed' ? REVIEW_MESSAGES.notPending : failureMessage(result)
    return data<Reply>({ result: form.submission.reply({ formErrors: [message] }) }, { status: failureStatus(result) })
  }
  const title = form.value.decision === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected
  return redirectWithToast(CALL_PATHS.review, { type: 'success', title })
}
