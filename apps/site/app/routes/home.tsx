import { BRAND, type ContentType } from '@talentstad/types'
import { data, href, Link } from 'react-router'
import { ContentCards } from '~/components/content/content-card'
import { withSignUps } from '~/lib/events/registrations.server'
import { Button, ButtonLink } from '~/components/ui/button'
import { CONTENT_TYPE_PLURALS, contentListPath } from '~/lib/content/paths'
import { getHighlights } from '~/lib/content/content.server'
import type { ContentCardView } from '~/lib/content/views'
import { FINDER_WHAT, FINDER_WHO } from '~/lib/content/finder'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { COUNT_CAP_TEXT, isCapped } from '~/lib/content/paging'
import type { Route } from './+types/home'

export const meta = () => titleMeta('Home', BRAND.slogan)

const HIGHLIGHT_TYPES: ContentType[] = [
  'CONTENT_TYPE_CALL_UP',
  'CONTENT_TYPE_JOB',
  'CONTENT_TYPE_EVENT',
  'CONTENT_TYPE_NEWS',
  'CONTENT_TYPE_ARTICLE',
]

/** The hero's live counts: what each list shows now, in the order the hero names them. */
const COUNTS: Array<{ type: ContentType; tone: string; one: string; many: string }> = [
  { type: 'CONTENT_TYPE_CALL_UP', tone: 'call', one: 'open oproep', many: 'open oproepen' },
  { type: 'CONTENT_TYPE_EVENT', tone: 'event', one: 'komend evenement', many: 'komende evenementen' },
  { type: 'CONTENT_TYPE_JOB', tone: 'job', one: 'vacature of stage', many: 'vacatures en stages' },
]

/**
 * Fresh items of each type, and the hero's counts from the same reads (one cached CMS call per
 * type). Without the CMS the home page still works, without what it could not read.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const results = await Promise.allSettled(HIGHLIGHT_TYPES.map((type) => getHighlights(type)))
  const byType = new Map(HIGHLIGHT_TYPES.map((type, index) => [type, results[index]!]))
  const highlights = HIGHLIGHT_TYPES.map((type) => {
    const result = byType.get(type)!
    return { type, items: result.status === 'fulfilled' ? result.value.items : ([] as ContentCardView[]) }
  }).filter((group) => group.items.length > 0)
  // A member's event cards say whether they signed up (a visitor's home page is the shared one).
  for (const group of highlights) group.items = await withSignUps(request, group.items)
  const counts = COUNTS.flatMap(({ type, tone, one, many }) => {
    const result = byType.get(type)
    if (result?.status !== 'fulfilled') return []
    const count = result.value.total
    return [{ type, tone, count, label: count === 1 ? one : many, href: contentListPath(type) }]
  })
  const complete = results.every((result) => result.status === 'fulfilled')
  // A page without its highlights or counts must not be kept by shared caches.
  return data({ highlights, counts }, complete ? undefined : { headers: { 'Cache-Control': 'no-store' } })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

const AUDIENCES = [
  {
    title: 'Voor studenten',
    text: 'Vind stages, bijbanen en evenementen, en leer organisaties in de stad kennen.',
    link: { to: PATHS.education, label: 'Bekijk het onderwijs' },
  },
  {
    title: 'Voor professionals',
    text: 'Ontdek vacatures, deel je kennis en reageer op oproepen uit de community.',
    link: { to: PATHS.companies, label: 'Bekijk de bedrijven' },
  },
  {
    title: 'Voor organisaties',
    text: 'Laat zien wie je bent, plaats berichten en vind het talent dat je zoekt.',
    link: { to: PATHS.organizationSignUp, label: 'Word partner' },
  },
] as const

function FinderSelect({
  id,
  name,
  label,
  options,
  defaultValue,
}: {
  id: string
  name: string
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  defaultValue: string
}) {
  return (
    <div className="utrecht-form-field">
      <label className="utrecht-form-label" htmlFor={id}>
        {label}
      </label>
      <select className="utrecht-select" id={id} name={name} defaultValue={defaultValue}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function Finder() {
  return (
    <form method="get" action={href('/zoeken')} className="ts-finder" aria-labelledby="finder-heading">
      <h2 className="utrecht-heading-3 ts-hero__panel-heading" id="finder-heading">
        Wat zoek je?
      </h2>
      <FinderSelect id="finder-ik" name="ik" label="Ik ben een …" options={FINDER_WHO} defaultValue="student" />
      <FinderSelect id="finder-zoek" name="zoek" label="op zoek naar …" options={FINDER_WHAT} defaultValue="vacatures" />
      <Button type="submit">Bekijken</Button>
    </form>
  )
}

export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="ts-hero" aria-labelledby="hero-heading">
        <div className="ts-hero__inner">
          <div className="ts-hero__intro">
            <h1 className="utrecht-heading-1 ts-hero__heading" id="hero-heading">
              {BRAND.slogan}
            </h1>
            <p className="utrecht-paragraph utrecht-paragraph--lead">
              {BRAND.name} brengt studenten, professionals, onderwijs, bedrijven en studentenorganisaties in {BRAND.city} samen. Ontdek wat
              er speelt en doe mee.
            </p>
            <div className="ts-actions">
              <ButtonLink variant="secondary" to={PATHS.community}>
                Bekijk de community
              </ButtonLink>
              <ButtonLink variant="secondary" to={PATHS.about}>
                Wat is {BRAND.name}?
              </ButtonLink>
            </div>
          </div>
          <div className="ts-hero__panel">
            <Finder />
            {loaderData.counts.length ? (
              <div className="ts-hero__counts">
                <h2 className="utrecht-heading-3 ts-hero__panel-heading" id="counts-heading">
                  Nu in {BRAND.city}
                </h2>
                <ul className="ts-counts" aria-labelledby="counts-heading">
                  {loaderData.counts.map(({ type, tone, count, label, href }) => (
                    <li key={type} className={`ts-count ts-count--${tone}`}>
                      <Link className="ts-count__link" to={href}>
                        <span className="ts-count__number">{isCapped(count) ? `${COUNT_CAP_TEXT}+` : count}</span>{' '}
                        <span className="ts-count__label">{label}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      </section>

      {loaderData.highlights.map(({ type, items }) => (
        <section key={type} className="ts-page-content ts-highlights" aria-labelledby={`highlights-${type}`}>
          <div className="ts-highlights__header">
            <h2 className="utrecht-heading-2" id={`highlights-${type}`}>
              {CONTENT_TYPE_PLURALS[type]}
            </h2>
            <Link className="utrecht-link" to={contentListPath(type)}>
              Alle {CONTENT_TYPE_PLURALS[type].toLowerCase()}
            </Link>
          </div>
          <ContentCards items={items} />
        </section>
      ))}

      <section className="ts-page-content" aria-labelledby="audiences-heading">
        <h2 className="utrecht-heading-2" id="audiences-heading">
          Voor wie is {BRAND.name}?
        </h2>
        <ul className="ts-cards">
          {AUDIENCES.map((audience) => (
            <li key={audience.title} className="ts-card">
              <h3 className="utrecht-heading-3">{audience.title}</h3>
              <p className="utrecht-paragraph">{audience.text}</p>
              <Link className="utrecht-link" to={audience.link.to}>
                {audience.link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
