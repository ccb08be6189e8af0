import { BRAND } from '@talentstad/types'
import { Link } from 'react-router'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'

export const meta = () => titleMeta('Home', BRAND.slogan)

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

export default function Component() {
  return (
    <>
      <section className="ts-hero" aria-labelledby="hero-heading">
        <div className="ts-hero__inner">
          <h1 className="utrecht-heading-1 ts-hero__heading" id="hero-heading">
            {BRAND.slogan}
          </h1>
          <p className="utrecht-paragraph utrecht-paragraph--lead">
            {BRAND.name} brengt studenten, professionals, onderwijs, bedrijven en studentenorganisaties in{' '}
            {BRAND.city} samen. Ontdek wat er speelt en doe mee.
          </p>
          <div className="ts-actions">
            <Link className="utrecht-button-link utrecht-button-link--primary-action" to={PATHS.community}>
              Bekijk de community
            </Link>
            <Link className="utrecht-button-link utrecht-button-link--secondary-action" to={PATHS.about}>
              Wat is {BRAND.name}?
            </Link>
          </div>
        </div>
      </section>

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
