import { BRAND } from '@talentstad/types'
import { StaticPage } from '~/components/static-page'
import { titleMeta } from '~/lib/meta'

export const LAST_UPDATED = '2026-11-21'

export const meta = () => titleMeta('Disclaimer')

export default function Component() {
  return (
    <StaticPage title="Disclaimer" updated={LAST_UPDATED}>
      <p className="utrecht-paragraph">
        De gemeente {BRAND.city} besteedt veel zorg aan {BRAND.name}. Toch kan het gebeuren dat informatie op dit
        platform onvolledig, verouderd of niet juist is. Aan de inhoud van deze website kun je geen rechten ontlenen.
      </p>

      <h2 className="utrecht-heading-2">Inhoud van deelnemers</h2>
      <p className="utrecht-paragraph">
        Oproepen, vacatures, evenementen en andere berichten worden geplaatst door organisaties en deelnemers. Zij zijn
        zelf verantwoordelijk voor wat ze plaatsen. Oproepen worden voor plaatsing beoordeeld door een
        communitymanager. Zie je iets dat niet klopt of niet hoort, laat het ons dan weten.
      </p>

      <h2 className="utrecht-heading-2">Links naar andere websites</h2>
      <p className="utrecht-paragraph">
        {BRAND.name} verwijst naar websites van anderen. De gemeente is niet verantwoordelijk voor de inhoud van die
        websites en voor de manier waarop zij met je gegevens omgaan.
      </p>

      <h2 className="utrecht-heading-2">Auteursrecht</h2>
      <p className="utrecht-paragraph">
        Teksten en beelden op dit platform mag je niet zonder toestemming van de maker overnemen, tenzij anders
        vermeld.
      </p>
    </StaticPage>
  )
}
