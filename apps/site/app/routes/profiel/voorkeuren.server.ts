import { parseWithZod } from '@conform-to/zod/v4'
import { PreferencesSchema, PROFILE_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { requireUser } from '~/lib/auth/auth.server'
import { interestDefaults, sharingDefaults } from '~/lib/profile-forms'
import { getThemeChoices, requireProfile, saveProfile } from '~/lib/profile.server'
import { assertSameOrigin } from '~/lib/same-origin.server'
import { redirectWithToast } from '~/lib/toast.server'

export const PREFERENCES_PATH = '/profiel/voorkeuren'

export async function loadPreferences(request: Request, clientIp?: string) {
  const [{ profile }, themes] = await Promise.all([requireProfile(request, clientIp), getThemeChoices()])
  return { themes, defaults: { ...interestDefaults(profile), ...sharingDefaults(profile) } }
}

export async function savePreferences(request: Request, clientIp?: string) {
  assertSameOrigin(request)
  const { jwt } = await requireUser(request, clientIp)
  const submission = parseWithZod(await request.formData(), { schema: PreferencesSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const saved = await saveProfile({ jwt, clientIp }, submission.value)
  if (!saved.ok) {
    const message = (saved.code as string) === 'unknown-theme' ? PROFILE_MESSAGES.unknownTheme : saved.status === 400 ? PROFILE_MESSAGES.invalid : saved.message
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: saved.status === 503 ? 503 : 400 })
  }
  return redirectWithToast(PREFERENCES_PATH, { type: 'success', title: PROFILE_MESSAGES.saved })
}
