import { DigestToolSchema, type MailRunDto } from '@talentstad/types'
import { data } from 'react-router'
import { previewDigest, runMailSchedule } from '~/lib/mailings/digest-tool.server'
import { requireUser } from '~/lib/auth/auth.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { throwForCmsFailure } from '~/lib/http/page-errors.server'
import { safeRedirect } from '~/lib/http/redirect.server'

/**
 * /profiel/nieuwsbrief (community managers; the layout checks the role, the CMS's policy decides):
 * the digest a member would get now (?email=), and a run of the schedule now, for one member or
 * all, to test a mail.
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

export async function runDigestsAction(request: Request) {
  const { jwt } = await requireUser(request)
  const form = await parseForm(request, { schema: DigestToolSchema })
  if (!form.ok) return data<FormReply<{ run?: MailRunDto | null }>>({ result: form.result }, { status: form.status })
  const result = await runMailSchedule({ jwt, signal: request.signal }, form.value)
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    return data<FormReply<{ run?: MailRunDto | null }>>(
      { result: form.submission.reply({ formErrors: [failureMessage(result)] }) },
      { status: failureStatus(result) },
    )
  }
  return data<FormReply<{ run?: MailRunDto | null }>>({ result: form.submission.reply(), run: result.data.data })
}
