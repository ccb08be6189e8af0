import { PERMISSION_MESSAGES } from '@talentstad/types'
import { isRouteErrorResponse, Link } from 'react-router'
import { HomeLink } from './home-link'
import { PATHS } from '~/lib/paths'

export const FORBIDDEN_TITLE = 'Geen toegang'

/**
 * The 403 page (status 403, not indexed): a member without the right role or organisation opened
 * a page of community managers or of an organisation. Says no more than that.
 */
export function ForbiddenPage() {
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">{FORBIDDEN_TITLE}</h1>
      <p className="utrecht-paragraph">{PERMISSION_MESSAGES.forbiddenPage}</p>
      <p className="utrecht-paragraph">
        Denk je dat dit niet klopt? Vraag de beheerder van je organisatie of het communityteam om toegang, of ga terug naar{' '}
        <Link className="utrecht-link" to={PATHS.profile}>
          je profiel
        </Link>
        .
      </p>
      <HomeLink />
    </div>
  )
}

/** A 403 thrown by a permission check (lib/auth/permissions.server.ts, lib/organizations/roles.server.ts; not, say, a refused cross-site form). */
export function isForbiddenPageError(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 403 &&
    (error.data as { message?: unknown } | null)?.message === PERMISSION_MESSAGES.forbiddenPage
  )
}
