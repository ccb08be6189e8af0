import { MESSAGES } from '@talentstad/types'
import { HomeLink } from './home-link'

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
