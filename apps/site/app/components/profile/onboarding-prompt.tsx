import { Link } from 'react-router'
import { PATHS } from '~/lib/paths'
import { Notice } from '~/components/ui/notice'

/** Shown while a profile is not onboarded: finishing onboarding verifies the account (spec 2.2). */
export const ONBOARDING_PROMPT = 'Rond je onboarding af om je account te verifiëren'

export function OnboardingPrompt() {
  return (
    <Notice role="status" className="ts-onboarding-prompt">
      <p className="utrecht-paragraph utrecht-alert__message">
        Je account is nog niet geverifieerd. <Link to={PATHS.onboarding}>{ONBOARDING_PROMPT}</Link>
      </p>
    </Notice>
  )
}
