import { Link } from 'react-router'
import { ButtonLink } from '~/components/ui/button'
import type { OnboardingProgress } from '~/lib/profile/onboarding'

/** Shown while a profile is not onboarded: finishing onboarding verifies the account (spec 2.2). */
export const ONBOARDING_PROMPT = 'Rond je onboarding af om je account te verifiëren'

/** 'Je account instellen' on /profiel: how many of the four steps are filled in, which, and a link to go on. */
export function OnboardingProgressCard({ progress }: { progress: OnboardingProgress }) {
  return (
    <section className="ts-dash-card ts-onboarding-progress" aria-labelledby="profiel-onboarding">
      <h2 id="profiel-onboarding" className="ts-dash-card__title">
        Je account instellen
      </h2>
      <p className="utrecht-paragraph">{ONBOARDING_PROMPT}.</p>
      <p className="utrecht-paragraph ts-onboarding-progress__count" id="profiel-onboarding-voortgang">
        {progress.done} van {progress.total} stappen ingevuld
      </p>
      <progress
        className="ts-onboarding-progress__bar"
        max={progress.total}
        value={progress.done}
        aria-labelledby="profiel-onboarding-voortgang"
      />
      <ol className="ts-onboarding-progress__steps">
        {progress.steps.map((step, index) => (
          <li key={step.name} className="ts-onboarding-progress__step" data-done={step.done}>
            <span className="ts-onboarding-progress__mark" aria-hidden="true">
              {step.done ? '✓' : index + 1}
            </span>
            <span className="ts-onboarding-progress__text">
              <Link to={step.href} className="utrecht-link">
                {step.name}
              </Link>
              <span className="ts-muted">{step.done ? 'Ingevuld' : 'Nog te doen'}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="ts-dash-card__actions">
        <ButtonLink to={progress.next.href}>
          Verder met stap {progress.next.step}: {progress.next.name}
        </ButtonLink>
      </p>
    </section>
  )
}
