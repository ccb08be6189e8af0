import { Link } from 'react-router'

/**
 * Where a member is in a form of several steps: 'Stap 2 van 4: Loopbaanfase' and a bar of numbered
 * steps filled up to the current one (aria-current="step"). A step with `to` is a link to that step.
 * On narrow screens only the numbers show; the count line names the step (styles/ui.css).
 */

export type Step = { label: string; to?: string }

export function StepIndicator({ steps, current }: { steps: readonly Step[]; current: number }) {
  return (
    <nav aria-label="Stappen" className="ts-step-indicator">
      <p className="utrecht-paragraph ts-step-indicator__count">
        Stap {current} van {steps.length}: {steps[current - 1]?.label}
      </p>
      <ol className="ts-step-indicator__list">
        {steps.map((step, index) => {
          const number = index + 1
          const position = number < current ? 'passed' : number === current ? 'current' : 'upcoming'
          const content = (
            <>
              <span className="ts-step-indicator__number" aria-hidden="true">
                {number}
              </span>
              <span className="ts-step-indicator__label">{step.label}</span>
            </>
          )
          return (
            <li
              key={step.label}
              className={`ts-step-indicator__step ts-step-indicator__step--${position}`}
              aria-current={position === 'current' ? 'step' : undefined}
            >
              {step.to ? (
                <Link className="ts-step-indicator__link" to={step.to}>
                  {content}
                </Link>
              ) : (
                <span className="ts-step-indicator__link">{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
