import type { SubmissionResult } from '@conform-to/react'
import { MESSAGES, ENTER_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { z } from 'zod'
import { requireUser } from '~/lib/auth/auth.server'
import { isDocumentId } from '~/lib/cms/member-api.server'
import { getMyEnters, withdrawEnter } from '~/lib/calls/enters.server'
import { CALL_PATHS, callPath } from '~/lib/calls/paths'
import { formatDutchDateTime } from '~/lib/dates'
import { failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { redirectWithToast } from '~/lib/toast.server'

/** /profiel/enters: the member's enters (newest first), each with a withdraw confirmation (`?intrekken=`, works without JavaScript). */
export async function loadMyEnters(request: Request) {
  const { jwt } = await requireUser(request)
  const url = new URL(request.url)
  const enters = (await getMyEnters({ jwt, signal: request.signal })).map((enter) => ({
    id: enter.documentId,
    title: enter.call.title,
    href: enter.call.online ? callPath(enter.call.slug) : null,
    date: formatDutchDateTime(enter.createdAt),
    phone: enter.sharedPhone,
    linkedIn: enter.sharedLinkedIn,
    message: enter.message,
  }))
  const withdrawId = url.searchParams.get('intrekken')
  return { enters, toWithdraw: enters.find((enter) => enter.id === withdrawId) ?? null }
}

export const WithdrawSchema = z.object({ enter: z.string() })

export async function myEntersAction(request: Request) {
  const { jwt } = await requireUser(request)
  const form = await parseForm(request, { schema: WithdrawSchema })
  const failed = (status: number, result?: SubmissionResult<string[]>) =>
    data({ result: result ?? { status: 'error' as const, error: { '': [MESSAGES.itemDeleteFailed] } } }, { status })
  if (!form.ok) return failed(form.status, form.result)
  if (!isDocumentId(form.value.enter)) return failed(400)
  const result = await withdrawEnter({ jwt, signal: request.signal }, form.value.enter)
  if (!result.ok) {
    const message = result.status === 404 ? ENTER_MESSAGES.notFound : MESSAGES.itemDeleteFailed
    return failed(failureStatus(result), form.submission.reply({ formErrors: [message] }))
  }
  return redirectWithToast(CALL_PATHS.enters, { type: 'success', title: ENTER_MESSAGES.withdrawn })
}
