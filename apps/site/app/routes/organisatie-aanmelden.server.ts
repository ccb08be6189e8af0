import { APPLICATION_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { getAuthState, requireUser } from '~/lib/auth/auth.server'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { UPLOAD_FORM_MAX_BYTES } from '~/lib/http/request-limits'
import { processImageUpload } from '~/lib/forms/image-upload.server'
import { SignUpFormSchema, toSignUpInput } from '~/lib/organizations/forms'
import { signUpOrganization } from '~/lib/organizations/organizations.server'
import { PATHS } from '~/lib/paths'
import { safeRedirect } from '~/lib/http/redirect.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { ToastInput } from '~/lib/toast'
import type { FormReply } from '~/lib/forms/form-reply'

/**
 * /organisatie-aanmelden (spec 2.1, 5): members apply with their organisation; a visitor without a
 * session sees why they cannot (spec 8) and a login link that comes back here. A successful
 * application leads to the profile, where it is listed as waiting for review, with the confirmation.
 */

export async function loadSignUpPage(request: Request) {
  const { current } = await getAuthState(request)
  const url = new URL(request.url)
  const here = `${url.pathname}`
  return {
    loggedIn: Boolean(current),
    loginHref: `${PATHS.login}?${new URLSearchParams({ callbackUrl: here })}`,
  }
}

type Reply = FormReply<{ logoLost?: boolean }>
/** The confirmation on the profile, where the application is listed (a bot gets it too, without the analytics event). */
const SENT: ToastInput = { type: 'success', title: APPLICATION_MESSAGES.submitted }
const reply = (status: number, body: Reply) => data<Reply>(body, { status })

export async function signUpAction(request: Request) {
  const { jwt } = await requireUser(request)
  const form = await parseForm(request, { schema: SignUpFormSchema, maxBytes: UPLOAD_FORM_MAX_BYTES, sizeErrorField: 'logo' })
  if (form.isBot) return redirectWithToast(PATHS.profile, SENT)
  const logo = form.formData?.get('logo')
  const hasLogo = logo instanceof File && logo.size > 0
  if (!form.ok) return reply(form.status, { result: form.result, logoLost: hasLogo })

  const body = new FormData()
  body.append('data', JSON.stringify(toSignUpInput(form.value)))
  if (hasLogo) {
    const processed = await processImageUpload(logo)
    if (!processed.ok)
      return reply(processed.status, { result: form.submission.reply({ fieldErrors: { logo: [processed.message] } }), logoLost: true })
    body.append('logo', new Blob([new Uint8Array(processed.buffer)], { type: processed.mime }), processed.fileName)
  }
  const result = await signUpOrganization({ jwt, signal: request.signal }, body)
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    // A duplicate (409) and a refused logo carry the CMS's own Dutch message; anything else the spec's.
    const message = result.status === 409 || result.code === 'upload' ? failureMessage(result) : APPLICATION_MESSAGES.signUpFailed
    return reply(failureStatus(result), {
      result: form.submission.reply({ formErrors: [message] }),
      logoLost: hasLogo,
    })
  }
  return redirectWithToast(PATHS.profile, { ...SENT, event: 'organization_application_sent' })
}
