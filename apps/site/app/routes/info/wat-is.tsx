import { BRAND, MESSAGES } from '@talentstad/types'
import { Link } from 'react-router'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'

export const meta = () => titleMeta(`Wat is ${BRAND.name}?`)

export default function Component() {
  return (
    <div className="ts-page-content ts-prose">
      <h1 className="utrecht-heading-1">Wat is {BRAND.name}?</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        {BRAND.name} is het platform van de gemeente {BRAND.city} voor tech-talent. Hier vinden studenten,
        professionals, onderwijsinstellingen, bedrijven en studentenorganisaties elkaar.
      </p>
      <div className="utrecht-alert utrecht-alert--info">
        <div className="utrecht-alert__content">
          <p className="utrecht-paragraph utrecht-alert__message">
            {MESSAGES.notYetAvailable} Hier komt straks het volledige verhaal over {BRAND.name}.
          </p>
        </div>
      </div>
      <p className="utrecht-paragraph">
        <Link className="utrecht-link" to={PATHS.organizationSignUp}>
          Word partner met je organisatie
        </Link>
      </p>
    </div>
  )
}
