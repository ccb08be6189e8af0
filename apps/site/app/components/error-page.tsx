import { ACCOUNT_MESSAGES, MESSAGES } from '@talentstad/types'
import { useLocation } from 'react-router'
import { loginHref } from '~/lib/paths'
import { HomeLink } from './home-link'
import { ButtonLink } from './ui/button'

export function NotFound() {
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Pagina niet gevonden</h1>
      <p className="utrecht-paragraph">{MESSAGES.notFound}. Misschien is het adres verkeerd getypt of is de pagina verplaatst.</p>
      <HomeLink />
    </div>
  )
}

/** The general error page ('Er is iets misgegaan'); never shows technical details to users. */
export function GeneralError({ status }: { status?: number }) {
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">{MESSAGES.general}</h1>
      <p className="utrecht-paragraph">Probeer het later opnieuw. Blijft het misgaan? Neem dan contact met ons op.</p>
      {status ? <p className="utrecht-paragraph ts-muted">Foutcode: {status}</p> : null}
      <HomeLink />
    </div>
  )
}

/**
 * A member page whose CMS read answered 401: the session ended after this request's session check
 * (a logout or password change elsewhere). The page says so and logs in again back to this page.
 */
export function SessionEnded() {
  const location = useLocation()
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Je bent uitgelogd</h1>
      <p className="utrecht-paragraph">{ACCOUNT_MESSAGES.sessionExpired}</p>
      <p className="utrecht-paragraph">
        <ButtonLink to={loginHref(location)}>Inloggen</ButtonLink>
      </p>
    </div>
  )
}
