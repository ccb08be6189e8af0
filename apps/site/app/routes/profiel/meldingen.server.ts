import { ALERT_MESSAGES, MAILING_MESSAGES, type AlertFilters } from '@talentstad/types'
import { data } from 'react-router'
import { requireUser } from '~/lib/auth/auth.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import { mailFormSchema, type AlertCreateFormSchema } from '~/lib/mailings/alert-forms'
import { ALERT_INTENTS } from '~/lib/mailings/alert-intents'
import { createAlert, deleteAlert, updateAlert } from '~/lib/mailings/alerts.server'
import { withThemeNames } from '~/lib/mailings/alert-views.server'
import { getMyMailPreferences, setMyMailPreferences } from '~/lib/mailings/mail-preferences.server'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'
import type { z } from 'zod'

/** /profiel/meldingen: the digest (how often, which day) and the member's alerts for a search. */
export async function loadMailSettings(request: Request) {
  const { jwt } = await requireUser(request)
  const preferences = await getMyMailPreferences({ jwt, signal: request.signal })
  return {
    defaults: { digestFrequency: preferences.digestFrequency, digestDay: preferences.digestDay },
    alerts: await withThemeNames(preferences.alerts),
  }
}

const TOASTS = {
  [ALERT_INTENTS.digest]: MAILING_MESSAGES.saved,
  [ALERT_INTENTS.create]: ALERT_MESSAGES.created,
  [ALERT_INTENTS.update]: ALERT_MESSAGES.saved,
  [ALERT_INTENTS.remove]: ALERT_MESSAGES.deleted,
} as const

/**
 * The forms of /profiel/meldingen, by intent, and the list pages' 'Bewaar deze zoekopdracht als
 * melding' (back to the list it came from). A refusal of a list page's form goes back there with
 * the message as a toast; the page's own forms show it on the page.
 */
export async function mailSettingsAction(request: Request) {
  const { jwt } = await requireUser(request)
  const caller = { jwt, signal: request.signal }
  const form = await parseForm(request, { schema: (formData) => mailFormSchema(formData.get('intent')) })
  // The list page a new alert's form was on: its answer goes back there.
  const redirectTo = form.formData?.get('intent') === ALERT_INTENTS.create ? form.formData.get('redirectTo') : null
  const fromList = typeof redirectTo === 'string' && redirectTo ? redirectTo : undefined
  if (!form.ok) {
    const first = Object.values(form.result.error ?? {}).flat()[0]
    if (fromList) return redirectWithToast(fromList, { type: 'error', title: first ?? ALERT_MESSAGES.name })
    return data<FormReply>({ result: form.result }, { status: form.status })
  }
  const value = form.value
  const result =
    value.intent === ALERT_INTENTS.create
      ? await createAlert(caller, { name: value.name, frequency: value.frequency, filters: filtersOf(value) })
      : value.intent === ALERT_INTENTS.update
        ? await updateAlert(caller, value.alertId, { name: value.name, frequency: value.frequency })
        : value.intent === ALERT_INTENTS.remove
          ? await deleteAlert(caller, value.alertId)
          : await setMyMailPreferences(caller, { digestFrequency: value.digestFrequency, digestDay: value.digestDay })
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    if (fromList) return redirectWithToast(fromList, { type: 'error', title: failureMessage(result) })
    return data<FormReply>({ result: form.submission.reply({ formErrors: [failureMessage(result)] }) }, { status: failureStatus(result) })
  }
  return redirectWithToast(fromList || PATHS.mailSettings, { type: 'success', title: TOASTS[value.intent] })
}

function filtersOf(value: z.output<typeof AlertCreateFormSchema>): AlertFilters {
  const { type, audience, theme, q } = value
  return { ...(type ? { type } : {}), ...(audience ? { audience } : {}), ...(theme ? { theme } : {}), ...(q ? { q } : {}) }
}
