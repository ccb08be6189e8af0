import { Link } from 'react-router'
import { PATHS } from '~/lib/paths'

/** Shown while a profile is not onboarded: finishing onboarding verifies the account (spec 2.2). */
export const ONBOARDING_PROMPT = 'Rond je onboarding af om je account te verifiëren'

export function OnboardingPrompt() {
  return (
    <div className="utrecht-alert utrecht-alert--info ts-onboarding-prompt" role="status">
      <p className="utrecht-paragraph">
        Je account is nog niet geverifieerd. <Link to={PATHS.onboarding}>{ONBOARDING_PROMPT}</Link>
      </p>
    </div>
  )
}
