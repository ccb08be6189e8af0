import { DigestPreferencesSchema, MAILING_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { requireUser } from '~/lib/auth/auth.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import { getMyMailPreferences, setMyMailPreferences } from '~/lib/mailings/mail-preferences.server'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'

/** /profiel/meldingen: how often the member gets the digest, and on which day. */
export async function loadMailSettings(request: Request) {
  const { jwt } = await requireUser(request)
  const { digestFrequency, digestDay } = await getMyMailPreferences({ jwt, signal: request.signal })
  return { defaults: { digestFrequency, digestDay } }
}

export async function mailSettingsAction(request: Request) {
  const { jwt } = await requireUser(request)
  const form = await parseForm(request, { schema: DigestPreferencesSchema })
  if (!form.ok) return data<FormReply>({ result: form.result }, { status: form.status })
  const result = await setMyMailPreferences({ jwt }, form.value)
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    return data<FormReply>({ result: form.submission.reply({ formErrors: [failureMessage(result)] }) }, { status: failureStatus(result) })
  }
  return redirectWithToast(PATHS.mailSettings, { type: 'success', title: MAILING_MESSAGES.saved })
}
