import { BRAND } from '@talentstad/types'
import { Link } from 'react-router'
import { PATHS } from '~/lib/paths'

/** The word mark, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to={PATHS.home} className={`ts-logo ${className ?? ''}`.trim()} aria-label={`${BRAND.name}, naar de homepage`}>
      <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 28 28" className="ts-logo__mark">
        <rect width="28" height="28" rx="6" fill="currentColor" />
        <path d="M7 9h14v3h-5.5v10h-3V12H7z" fill="var(--ts-color-on-primary)" />
      </svg>
      <span className="ts-logo__text">{BRAND.name}</span>
    </Link>
  )
}
