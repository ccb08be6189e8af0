import { ONBOARDING_STEPS, type ProfileDto } from '@talentstad/types'
import { stepUrl } from './forms'

/** The onboarding's four steps (spec 2.2), in order: the step list of /onboarding and the progress on /profiel. */
export const ONBOARDING_STEP_NAMES = ['Profielfoto', 'Loopbaanfase', 'Gegevens delen', 'Interesses'] as const

export type OnboardingProgress = {
  steps: Array<{ name: string; done: boolean; href: string }>
  done: number
  total: number
  /** Where 'continue' leads: the first step not yet filled in (the last one finishes onboarding). */
  next: { step: number; name: string; href: string }
}

type ProgressFields = Pick<ProfileDto, 'avatar' | 'careerStage' | 'onboardingStep' | 'interests' | 'themes' | 'onboardedAt'>

/**
 * How far a member is with onboarding, by what the profile holds: a picture, a career stage,
 * interests or themes; the sharing choices (step 3) have no empty state, so that step counts once
 * the member has been past it. Null once onboarding is finished: nothing is left to show.
 */
export function onboardingProgress(profile: ProgressFields): OnboardingProgress | null {
  if (profile.onboardedAt !== null) return null
  const filled = [
    profile.avatar !== null,
    profile.careerStage !== null,
    profile.onboardingStep >= 3,
    profile.interests.length > 0 || profile.themes.length > 0,
  ]
  const steps = ONBOARDING_STEP_NAMES.map((name, index) => ({ name, done: filled[index]!, href: stepUrl(index + 1) }))
  const open = filled.indexOf(false)
  const step = open === -1 ? ONBOARDING_STEPS : open + 1
  return {
    steps,
    done: filled.filter(Boolean).length,
    total: ONBOARDING_STEPS,
    next: { step, name: ONBOARDING_STEP_NAMES[step - 1]!, href: stepUrl(step) },
  }
}
