import { DELETE_REASON_LABELS, MESSAGES, CONTENT_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { requireUser } from '~/lib/auth/auth.server'
import { isDocumentId } from '~/lib/cms/member-api.server'
import { getMyCalls, removeCall } from '~/lib/member-content/member-content.server'
import { getEntersForAuthor } from '~/lib/calls/enters.server'
import { CALL_PATHS } from '~/lib/calls/paths'
import { callState, DeleteCallFormSchema, toEnterView, type CallState } from '~/lib/calls/views'
import { formatDutchDateTime } from '~/lib/dates'
import { failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { FormReply } from '~/lib/forms/form-reply'

/**
 * /profiel/oproepen: the member's calls with their state and number of enters; `?verwijderen=`
 * shows the delete confirmation of one (without JavaScript too), `?enters=` the enters on one
 * (only what each responder shared; the CMS gives them to the author alone).
 */

export type MyCallView = {
  id: string
  title: string
  href: string | null
  state: CallState
  rejectReason: string | null
  enterCount: number
  created: string
  organization: string | null
}

export async function loadMyCallsPage(request: Request) {
  const { jwt } = await requireUser(request)
  const caller = { jwt, signal: request.signal }
  const url = new URL(request.url)
  const calls = (await getMyCalls(caller)).map((call): MyCallView => ({
    id: call.documentId,
    title: call.title,
    href: call.online ? `${CALL_PATHS.list}/${encodeURIComponent(call.slug)}` : null,
    state: callState(call),
    rejectReason: call.reviewState === 'rejected' ? call.rejectReason : null,
    enterCount: call.enterCount,
    created: formatDutchDateTime(call.createdAt),
    organization: call.organization?.name ?? null,
  }))
  const deleteId = url.searchParams.get('verwijderen') ?? undefined
  const entersId = url.searchParams.get('enters') ?? undefined
  const toDelete = calls.find((call) => call.id === deleteId) ?? null
  const entersCall = isDocumentId(entersId) ? (calls.find((call) => call.id === entersId) ?? null) : null
  const enters = entersCall ? await getEntersForAuthor(caller, entersCall.id) : null
  return {
    calls,
    toDelete,
    entersOf: entersCall && enters ? { call: entersCall, enters: enters.map(toEnterView) } : null,
    reasons: Object.entries(DELETE_REASON_LABELS).map(([value, label]) => ({ value, label })),
  }
}

type Reply = FormReply

export async function myCallsAction(request: Request) {
  const { jwt } = await requireUser(request)
  const form = await parseForm(request, { schema: DeleteCallFormSchema })
  if (!form.ok) return data<Reply>({ result: form.result }, { status: form.status })
  const { documentId, reason, explanation } = form.value
  if (!isDocumentId(documentId))
    return data<Reply>({ result: form.submission.reply({ formErrors: [MESSAGES.itemDeleteFailed] }) }, { status: 400 })
  const result = await removeCall({ jwt, signal: request.signal }, documentId, { reason, explanation })
  if (!result.ok) {
    return data<Reply>({ result: form.submission.reply({ formErrors: [MESSAGES.itemDeleteFailed] }) }, { status: failureStatus(result) })
  }
  return redirectWithToast(CALL_PATHS.mine, { type: 'success', title: CONTENT_MESSAGES.deleted })
}
