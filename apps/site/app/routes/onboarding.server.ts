import {
  MESSAGES,
  ONBOARDING_STEPS,
  OnboardingCareerStepSchema,
  OnboardingInterestsStepSchema,
  OnboardingSharingStepSchema,
  PROFILE_MESSAGES,
  type ProfileUpdateInput,
} from '@talentstad/types'
import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { z } from 'zod'
import { formError, parseForm } from '~/lib/forms/parse-form.server'
import { UPLOAD_FORM_MAX_BYTES } from '~/lib/http/request-limits'
import { PATHS } from '~/lib/paths'
import { OnboardingAvatarStepSchema, STEP_PARAM, stepUrl } from '~/lib/profile/forms'
import { getDirectoryOptions, getThemeChoices, requireProfile, saveProfile, uploadAvatar } from '~/lib/profile/profile.server'
import { redirectWithToast } from '~/lib/toast.server'
import { requestedReturnTo } from '~/lib/auth/return-to.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import type { FormReply } from '~/lib/forms/form-reply'

/**
 * Onboarding (spec 2.2): four steps, the step in the address (`/onboarding?stap=2`). Every step is
 * a plain form with four actions: next (save, go on), save-and-close (save, go to the profile),
 * skip (go on without saving this step) and previous (a link back). The CMS keeps how far the
 * member got (`onboardingStep`); finishing step 4 marks the profile onboarded.
 */

export const ONBOARDING_DONE = 'Je account is ingesteld. Welkom!'

/** The step in the address, else the first one not yet done. */
export function stepFrom(request: Request, onboardingStep = 0) {
  const raw = new URL(request.url).searchParams.get(STEP_PARAM)
  const asked = raw && /^[1-4]$/.test(raw) ? Number(raw) : undefined
  return asked ?? Math.min(onboardingStep + 1, ONBOARDING_STEPS)
}

export async function loadOnboarding(request: Request) {
  const { profile } = await requireProfile(request)
  const step = stepFrom(request, profile.onboardingStep)
  const [directory, themes] = await Promise.all([step === 2 ? getDirectoryOptions() : null, step === 4 ? getThemeChoices() : null])
  return { step, profile, directory, themes, then: requestedReturnTo(request) }
}

type Reply = FormReply
const failed = (status: number, result: SubmissionResult<string[]>) => data<Reply>({ result }, { status })

const SCHEMAS = { 2: OnboardingCareerStepSchema, 3: OnboardingSharingStepSchema, 4: OnboardingInterestsStepSchema } as const

/** Skipping a step saves nothing of it, so nothing is validated. */
const SkipSchema = z.object({})

export async function onboardingAction(request: Request) {
  const { jwt, profile } = await requireProfile(request)
  const caller = { jwt, signal: request.signal }
  const step = stepFrom(request, profile.onboardingStep)
  // Step 1 uploads a picture (multipart, capped before it is read; the size message goes to its file field).
  const form = await parseForm(request, {
    schema: (formData) =>
      formData.get('intent') === 'skip' ? SkipSchema : step === 1 ? OnboardingAvatarStepSchema : SCHEMAS[step as 2 | 3 | 4],
    maxBytes: UPLOAD_FORM_MAX_BYTES,
    sizeErrorField: 'file',
  })
  if (!form.ok) return failed(form.status, form.result)
  const { submission } = form
  const intent = form.formData.get('intent')
  const progress = Math.max(profile.onboardingStep, step)
  // The last step finishes onboarding whichever way it is left (next, skip or save-and-close).
  const finishing = step === ONBOARDING_STEPS
  // Where finishing or closing leads: the page the member logged in for (an invitation), else the profile.
  const then = requestedReturnTo(request)
  const onward = () => {
    if (finishing) return redirectWithToast(then ?? PATHS.profile, { type: 'success', title: ONBOARDING_DONE })
    if (intent === 'close') return redirectWithToast(then ?? PATHS.profile, { type: 'success', title: PROFILE_MESSAGES.saved })
    return safeRedirect(stepUrl(step + 1, then))
  }

  if (intent === 'skip') {
    const skipped = await saveProfile(caller, finishing ? { onboarded: true } : { onboardingStep: progress })
    if (!skipped.ok) return failed(skipped.status, formError(MESSAGES.onboardingStep))
    return onward()
  }

  let update: ProfileUpdateInput
  if (step === 1) {
    const { file } = form.value as z.output<typeof OnboardingAvatarStepSchema>
    if (file) {
      const uploaded = await uploadAvatar(caller, file)
      if (!uploaded.ok) return failed(uploaded.status, submission.reply({ fieldErrors: { file: [uploaded.message] } }))
    } else if (!profile.avatar && intent !== 'close') {
      return failed(400, submission.reply({ fieldErrors: { file: [MESSAGES.noFileSelected] } }))
    }
    update = { onboardingStep: progress }
  } else {
    const value = form.value as unknown as z.output<(typeof SCHEMAS)[2 | 3 | 4]>
    update = { ...value, onboardingStep: progress, ...(finishing ? { onboarded: true as const } : {}) }
  }

  const saved = await saveProfile(caller, update)
  // The CMS refused the step (an organisation or theme that no longer exists, a CMS outage): say
  // so plainly and show the form again with everything the member entered.
  if (!saved.ok) return failed(saved.status === 503 ? 503 : 400, submission.reply({ formErrors: [MESSAGES.onboardingStep] }))
  return onward()
}
