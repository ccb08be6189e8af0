import { PreferencesSchema, PROFILE_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { requireUser } from '~/lib/auth/auth.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { feedDefaults, interestDefaults, sharingDefaults } from '~/lib/profile/forms'
import { getThemeChoices, requireProfile, saveProfile } from '~/lib/profile/profile.server'
import { redirectWithToast } from '~/lib/toast.server'
import { PATHS } from '~/lib/paths'

export async function loadPreferences(request: Request) {
  const [{ profile }, themes] = await Promise.all([requireProfile(request), getThemeChoices()])
  return { themes, defaults: { ...interestDefaults(profile), ...sharingDefaults(profile), ...feedDefaults(profile) } }
}

export async function savePreferences(request: Request) {
  const { jwt } = await requireUser(request)
  const form = await parseForm(request, { schema: PreferencesSchema })
  if (!form.ok) return data({ result: form.result }, { status: form.status })
  const { submission } = form
  const saved = await saveProfile({ jwt, signal: request.signal }, form.value)
  if (!saved.ok) {
    const message =
      (saved.code as string) === 'unknown-theme'
        ? PROFILE_MESSAGES.unknownTheme
        : saved.status === 400
          ? PROFILE_MESSAGES.invalid
          : saved.message
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: saved.status === 503 ? 503 : 400 })
  }
  return redirectWithToast(PATHS.preferences, { type: 'success', title: PROFILE_MESSAGES.saved })
}
