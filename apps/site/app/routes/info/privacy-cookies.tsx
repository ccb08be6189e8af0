import { BRAND } from '@talentstad/types'
import { Link } from 'react-router'
import { StaticPage } from '~/components/static-page'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'

export const LAST_UPDATED = '2026-11-21'

export const meta = () => titleMeta('Privacy en cookies', `Hoe ${BRAND.name} omgaat met je gegevens en met cookies.`)

export default function Component() {
  return (
    <StaticPage title="Privacy en cookies" updated={LAST_UPDATED}>
      <p className="utrecht-paragraph">
        {BRAND.name} is een initiatief van de gemeente {BRAND.city}. De gemeente is verantwoordelijk voor de
        persoonsgegevens die je op dit platform achterlaat. We gaan daar zorgvuldig mee om en houden ons aan de
        Algemene verordening gegevensbescherming (AVG).
      </p>

      <h2 className="utrecht-heading-2">Welke gegevens we gebruiken</h2>
      <p className="utrecht-paragraph">
        Als je een account aanmaakt, bewaren we je naam, je e-mailadres en de gegevens die je zelf aan je profiel
        toevoegt, zoals je telefoonnummer, je LinkedIn-profiel en je interesses. Als je op een oproep reageert, delen we
        alleen de contactgegevens die je zelf kiest met de plaatser van die oproep.
      </p>

      <h2 className="utrecht-heading-2">Waarvoor we ze gebruiken</h2>
      <ul className="utrecht-unordered-list">
        <li>om je te laten inloggen en je account te beveiligen;</li>
        <li>om je de inhoud te laten zien die bij je interesses past;</li>
        <li>om je in contact te brengen met organisaties en andere deelnemers, als jij dat wilt.</li>
      </ul>
      <p className="utrecht-paragraph">
        We verkopen je gegevens niet en delen ze niet met anderen voor reclame.
      </p>

      <h2 className="utrecht-heading-2">Hoe lang we ze bewaren</h2>
      <p className="utrecht-paragraph">
        We bewaren je gegevens zolang je account bestaat. Verwijder je je account, dan verwijderen we je
        persoonsgegevens binnen 30 dagen, tenzij de wet ons verplicht ze langer te bewaren.
      </p>

      <h2 className="utrecht-heading-2">Cookies</h2>
      <p className="utrecht-paragraph">
        We gebruiken alleen cookies die nodig zijn om de website te laten werken: om je ingelogd te houden, om je
        opgeslagen items te onthouden en om korte meldingen te tonen. Voor deze cookies hoeven we je geen toestemming
        te vragen.
      </p>

      <h2 className="utrecht-heading-2">Je rechten</h2>
      <p className="utrecht-paragraph">
        Je mag je gegevens inzien, laten aanpassen of laten verwijderen. Je kunt ook bezwaar maken tegen het gebruik
        ervan. Neem daarvoor <Link className="utrecht-link" to={PATHS.contact}>contact</Link> met ons op. Ben je
        het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit
        Persoonsgegevens.
      </p>
    </StaticPage>
  )
}
