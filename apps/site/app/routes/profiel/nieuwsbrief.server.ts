import { DigestRunSchema, DigestToolSchema, type DigestsDueDto } from '@talentstad/types'
import { data } from 'react-router'
import { countDueDigests, previewDigest, runDigests } from '~/lib/mailings/digest-tool.server'
import { mailRunSentence } from '~/lib/mailings/mail-run-sentence'
import { requireUser } from '~/lib/auth/auth.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { throwForCmsFailure } from '~/lib/http/page-errors.server'
import { safeRedirect } from '~/lib/http/redirect.server'

/**
 * /profiel/nieuwsbrief (community managers; the layout checks the role, the CMS's policy decides):
 * the digest a member would get now (?email=), a test of one member's mails now, and the due
 * digests to everyone, only after the page has said to how many (ADR 0062).
 */
export async function loadDigestTool(request: Request) {
  const { jwt } = await requireUser(request)
  const parsed = DigestToolSchema.safeParse({ email: new URL(request.url).searchParams.get('email') ?? undefined })
  const email = parsed.success ? parsed.data.email : undefined
  if (!email) return { email: null, preview: null, unknown: false, invalid: !parsed.success }
  const result = await previewDigest({ jwt, signal: request.signal }, email)
  if (!result.ok && result.status === 404) return { email, preview: null, unknown: true, invalid: false }
  if (!result.ok) throwForCmsFailure(result.status)
  return { email, preview: result.data.data, unknown: false, invalid: false }
}

/** What a run says: a sentence of what went out, the question before sending to everyone, or that it is on its way. */
type RunReply = FormReply<{ sentence?: string; confirm?: DigestsDueDto; sendingToEveryone?: 'started' | 'busy' }>

export async function runDigestsAction(request: Request) {
  const { jwt } = await requireUser(request)
  const caller = { jwt, signal: request.signal }
  const form = await parseForm(request, { schema: DigestRunSchema })
  if (!form.ok) return data<RunReply>({ result: form.result }, { status: form.status })
  const { email, everyone } = form.value
  // No address and not yet confirmed: ask first, with the number of members it would mail.
  const result = !email && !everyone ? await countDueDigests(caller) : await runDigests(caller, { email, everyone })
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    return data<RunReply>({ result: form.submission.reply({ formErrors: [failureMessage(result)] }) }, { status: failureStatus(result) })
  }
  const answer = result.data.data
  if (answer && 'members' in answer) return data<RunReply>({ result: form.submission.reply(), confirm: answer })
  if (answer) return data<RunReply>({ result: form.submission.reply({ resetForm: true }), sentence: mailRunSentence(answer) })
  // Started, or one already going in the CMS (it mails each member once per period either way).
  const sendingToEveryone = 'meta' in result.data && result.data.meta?.started === false ? 'busy' : 'started'
  return data<RunReply>({ result: form.submission.reply({ resetForm: true }), sendingToEveryone })
}
