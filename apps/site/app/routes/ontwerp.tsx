import { data, href } from 'react-router'
import type { ReactNode } from 'react'
import { CheckboxField, Field, FormErrors, RadioGroupField } from '~/components/forms'
import { CheckboxGroupField } from '~/components/profile/choice-fields'
import { Badge, StatusBadge } from '~/components/ui/badge'
import { BADGE_STATUSES, type BadgeStatus } from '~/lib/badge-status'
import { Button, ButtonLink } from '~/components/ui/button'
import { DataList } from '~/components/ui/data-list'
import { FileInput } from '~/components/ui/file-input'
import { LinkList } from '~/components/ui/link-list'
import { Notice, type NoticeKind } from '~/components/ui/notice'
import { StepIndicator } from '~/components/ui/step-indicator'
import { Tabs } from '~/components/ui/tabs'
import { designSystemPageEnabled, getEnv } from '~/lib/env.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/ontwerp'

/**
 * /ontwerp: every shared component (components/ui/, forms.tsx, choice-fields.tsx) in its states, on
 * the real theme. Not part of the product: served in development, or when DESIGN_SYSTEM_PAGE=true
 * (the e2e run); otherwise a 404 like any unknown path (docs/decisions/0022). Never indexed.
 */
export function loader() {
  if (!designSystemPageEnabled(getEnv())) throw data(null, { status: 404 })
  return data(null, { headers: { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'private, no-store' } })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export const meta: Route.MetaFunction = () => [...titleMeta('Ontwerp: componenten'), { name: 'robots', content: 'noindex' }]

const COLOURS = [
  'primary',
  'primary-dark',
  'primary-tint',
  'ink',
  'muted',
  'gray',
  'border',
  'border-subtle',
  'success',
  'success-tint',
  'warning',
  'warning-tint',
  'error',
  'error-tint',
  'focus-accent',
  'footer',
]
const FONT_SIZES = ['2xs', 'xs', 's', 'm', 'base', 'l', 'xl', '2xl', '3xl', '4xl']
const SPACES = ['2xs', 'xs', 's', 'm', 'l', 'xl', '2xl']
const RADII = ['s', 'm', 'l', 'pill']
const SHADOWS = ['1', '2', '3']
const NOTICES: Array<{ kind: NoticeKind; heading: string; text: string }> = [
  { kind: 'info', heading: 'Informatie', text: 'Na het versturen kijkt de communitymanager je oproep na.' },
  { kind: 'ok', heading: 'Gelukt', text: 'Je oproep is verstuurd.' },
  { kind: 'warning', heading: 'Let op', text: 'Kies je afbeeldingen opnieuw: een browser bewaart ze niet.' },
  { kind: 'error', heading: 'Er ging iets mis', text: 'Het e-mailadres of wachtwoord is onjuist.' },
]
const ONBOARDING_STEPS = ['Profielfoto', 'Loopbaanfase', 'Gegevens delen', 'Interesses']
const MANY_TABS = ['Alles (12)', 'Oproepen (3)', 'Evenementen (4)', 'Vacatures (2)', 'Nieuws (2)', 'Artikelen (1)']
// A valid URL: no spaces (the HTML checker runs over this page too, e2e/html-validity.spec.ts).
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 120'><rect width='160' height='120' fill='#e3f1f2'/><circle cx='80' cy='48' r='22' fill='#0d5c63'/><rect x='38' y='78' width='84' height='30' rx='15' fill='#0d5c63'/></svg>",
)}`
const OPTIONS = [
  { value: 'student', label: 'Student' },
  { value: 'werkend', label: 'Werkend' },
  { value: 'beide', label: 'Allebei' },
]

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-kop`} data-testid="specimen">
      <h2 id={`${id}-kop`} className="utrecht-heading-2">
        {title}
      </h2>
      {children}
    </section>
  )
}

export default function Component() {
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Ontwerp: componenten</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Alle gedeelde onderdelen van de site in hun toestanden, met de echte stijl. Deze pagina bestaat alleen in ontwikkeling en in de
        tests.
      </p>
      <div className="ts-specimens">
        <Section id="kleuren" title="Kleuren">
          <ul className="ts-swatches">
            {COLOURS.map((name) => (
              <li key={name} className="ts-swatch">
                <div className="ts-swatch__chip" style={{ backgroundColor: `var(--ts-color-${name})` }} />
                <code>--ts-color-{name}</code>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="typografie" title="Typografie">
          <ul className="ts-specimen-list" aria-label="Lettergroottes">
            {FONT_SIZES.map((size) => (
              <li key={size}>
                <p
                  className="utrecht-paragraph"
                  style={{ fontSize: `var(--ts-font-size-${size})`, lineHeight: 'var(--ts-line-height-snug)', margin: 0 }}
                >
                  --ts-font-size-{size}: Talentstad verbindt talent
                </p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="ruimte" title="Ruimte, afronding en diepte">
          <ul className="ts-swatches" aria-label="Ruimte">
            {SPACES.map((space) => (
              <li key={space} className="ts-swatch">
                <div
                  className="ts-swatch__chip"
                  style={{ inlineSize: `var(--ts-space-${space})`, backgroundColor: 'var(--ts-color-primary)' }}
                />
                <code>--ts-space-{space}</code>
              </li>
            ))}
          </ul>
          <ul className="ts-swatches" aria-label="Afronding">
            {RADII.map((radius) => (
              <li key={radius} className="ts-swatch">
                <div
                  className="ts-swatch__chip"
                  style={{ borderRadius: `var(--ts-radius-${radius})`, backgroundColor: 'var(--ts-color-primary-tint)' }}
                />
                <code>--ts-radius-{radius}</code>
              </li>
            ))}
          </ul>
          <ul className="ts-swatches" aria-label="Diepte">
            {SHADOWS.map((shadow) => (
              <li key={shadow} className="ts-elevation" style={{ boxShadow: `var(--ts-shadow-${shadow})` }}>
                <code>--ts-shadow-{shadow}</code>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="knoppen" title="Knoppen">
          <div className="ts-specimen-row">
            <Button>Primair</Button>
            <Button variant="secondary">Secundair</Button>
            <Button variant="subtle">Subtiel</Button>
            <Button variant="danger">Gevaar</Button>
            <Button variant="danger-outline">Gevaar, omlijnd</Button>
            <Button disabled>Niet beschikbaar</Button>
          </div>
          <p className="utrecht-paragraph">Aanwijzen en focus, als vaste voorbeelden:</p>
          <div className="ts-specimen-row">
            <Button className="utrecht-button--hover">Primair, aangewezen</Button>
            <Button variant="secondary" className="utrecht-button--hover">
              Secundair, aangewezen
            </Button>
            <Button className="utrecht-button--focus-visible">Primair, focus</Button>
          </div>
          <p className="utrecht-paragraph">Links die eruitzien als knop:</p>
          <div className="ts-specimen-row">
            <ButtonLink href="#knoppen">Primaire link</ButtonLink>
            <ButtonLink variant="secondary" href="#knoppen">
              Secundaire link
            </ButtonLink>
          </div>
        </Section>

        <Section id="badges" title="Badges">
          <div className="ts-specimen-row">
            {(Object.keys(BADGE_STATUSES) as BadgeStatus[]).map((status) => (
              <StatusBadge key={status} status={status} />
            ))}
            <Badge>Evenement</Badge>
          </div>
        </Section>

        <Section id="meldingen" title="Meldingen">
          {NOTICES.map((notice) => (
            <Notice key={notice.kind} kind={notice.kind} heading={notice.heading}>
              {notice.text}
            </Notice>
          ))}
          <Notice>Een melding zonder kop.</Notice>
          <FormErrors errors={['Vul je e-mailadres in.', 'Kies een wachtwoord van minstens 12 tekens.']} />
        </Section>

        <Section id="tabs" title="Tabs">
          <Tabs
            label="Periode (voorbeeld)"
            items={[
              { to: '/ontwerp#tabs', label: 'Komende evenementen', current: true },
              { to: '/ontwerp?periode=voorbij#tabs', label: 'Afgelopen evenementen', current: false },
            ]}
          />
          <p className="utrecht-paragraph">Veel tabs in een smalle kolom: ze lopen door op een volgende regel, niets valt weg.</p>
          <div className="ts-specimen-narrow">
            <Tabs
              label="Soort (voorbeeld)"
              items={MANY_TABS.map((label, index) => ({ to: `/ontwerp?tab=${index}#tabs`, label, current: index === 1 }))}
            />
          </div>
        </Section>

        <Section id="stappen" title="Stappen">
          {ONBOARDING_STEPS.map((_, index) => (
            <StepIndicator
              key={index}
              steps={ONBOARDING_STEPS.map((label, step) => ({ label, to: `/ontwerp?stap=${step + 1}#stappen` }))}
              current={index + 1}
            />
          ))}
          <StepIndicator steps={[{ label: 'Inhoud' }, { label: 'Afbeeldingen en details' }]} current={2} />
        </Section>

        <Section id="linklijst" title="Linklijst">
          <LinkList
            items={[
              { to: href('/profiel/bewerken'), label: 'Profiel bewerken', description: 'Je naam, foto en loopbaanfase' },
              { to: href('/profiel/voorkeuren'), label: 'Voorkeuren', description: 'Waar je over wilt horen' },
              { to: href('/profiel/opgeslagen'), label: 'Opgeslagen items' },
            ]}
          />
        </Section>

        <Section id="gegevens" title="Gegevenslijst">
          <DataList
            items={[
              { term: 'Naam', value: 'Sanne de Vries' },
              { term: 'E-mailadres', value: 'sanne.devries@student.hogeschool-voorbeeld.nl' },
              { term: 'Loopbaanfase', value: 'Student' },
              { term: 'Status', value: <StatusBadge status="pending" /> },
              { term: 'Telefoon', value: null },
            ]}
          />
        </Section>

        <Section id="velden" title="Invoervelden">
          <form className="ts-form" aria-label="Voorbeeldformulier" onSubmit={(event) => event.preventDefault()}>
            <Field
              label="Voornaam"
              help="Zoals anderen je kennen."
              inputProps={{ id: 'ontwerp-voornaam', name: 'voornaam', defaultValue: 'Sanne' }}
            />
            <Field
              label="E-mailadres"
              errors={['Vul een geldig e-mailadres in.']}
              inputProps={{ id: 'ontwerp-email', name: 'email', type: 'email', defaultValue: 'sanne@' }}
            />
            <Field
              label="Organisatie"
              inputProps={{ id: 'ontwerp-organisatie', name: 'organisatie', disabled: true, defaultValue: 'Kanaal Digital' }}
            />
            <CheckboxField label="Ik ga akkoord met de voorwaarden" inputProps={{ id: 'ontwerp-akkoord', name: 'akkoord' }} />
          </form>
        </Section>

        <Section id="bestand" title="Bestand kiezen">
          <FileInput id="ontwerp-foto" name="foto" label="Profielfoto" round />
          <FileInput
            id="ontwerp-afbeelding"
            name="afbeelding"
            label="Afbeelding bij je oproep"
            current={<img src={PICTURE} alt="" width={160} height={120} />}
          >
            <label className="ts-radio">
              <input type="checkbox" name="remove" value="afbeelding" />
              Huidige afbeelding weghalen
            </label>
          </FileInput>
          <FileInput id="ontwerp-logo" name="logo" label="Logo" errors={['Dit bestand is geen JPG, PNG of WebP.']} />
        </Section>

        <Section id="keuzes" title="Keuzerondjes en vinkjes">
          <RadioGroupField
            legend="Loopbaanfase"
            name="ontwerp-fase"
            options={OPTIONS}
            defaultValue="student"
            errorId="ontwerp-fase-error"
          />
          <RadioGroupField
            legend="Loopbaanfase (met fout)"
            name="ontwerp-fase-fout"
            options={OPTIONS}
            errors={['Kies je loopbaanfase.']}
            errorId="ontwerp-fase-fout-error"
          />
          <CheckboxGroupField
            id="ontwerp-interesses"
            legend="Interesses"
            name="ontwerp-interesses"
            options={[
              { value: 'ai', label: 'AI en data' },
              { value: 'design', label: 'Design' },
              { value: 'duurzaam', label: 'Duurzaamheid' },
            ]}
            checked={['design']}
          />
          <CheckboxGroupField
            id="ontwerp-interesses-fout"
            legend="Interesses (met fout)"
            name="ontwerp-interesses-fout"
            options={[
              { value: 'ai', label: 'AI en data' },
              { value: 'design', label: 'Design' },
            ]}
            checked={[]}
            errors={['Kies minstens één interesse.']}
          />
        </Section>
      </div>
    </div>
  )
}
