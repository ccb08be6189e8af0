import { BRAND, FOOTER_BREAKPOINT_PX, FOOTER_COLLAPSE_MS } from '@talentstad/types'
import { memo, useEffect, useReducer, type CSSProperties } from 'react'
import { Link } from 'react-router'
import { ExternalLink } from '~/components/external-link'
import { ChevronIcon, InstagramIcon, LinkedInIcon } from '~/components/icons'
import { Logo } from '~/components/logo'
import { PATHS } from '~/lib/paths'
import { footerAccordionReducer, initialFooterAccordionState } from './footer-accordion'
import { useMediaQuery } from './use-media-query'

type FooterLink = { label: string; to: string; external?: boolean }
type FooterColumn = { id: string; title: string; links: readonly FooterLink[] }

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    id: 'platform',
    title: 'Ontdek',
    links: [
      { label: 'Bedrijven', to: PATHS.companies },
      { label: 'Onderwijs', to: PATHS.education },
      { label: 'Studentenorganisaties', to: PATHS.studentOrganizations },
      { label: `Wat is ${BRAND.name}?`, to: PATHS.about },
      { label: 'Partner worden', to: PATHS.organizationSignUp },
    ],
  },
  {
    id: 'city',
    title: `Meer over ${BRAND.city}`,
    links: [
      { label: BRAND.external.tourism.label, to: BRAND.external.tourism.url, external: true },
      { label: BRAND.external.municipality.label, to: BRAND.external.municipality.url, external: true },
    ],
  },
]

/** Below the breakpoint the columns are accordions (at most one open). */
export const NARROW_FOOTER_QUERY = `(max-width: ${FOOTER_BREAKPOINT_PX - 0.02}px)`

export function SiteFooter({ inert = false }: { inert?: boolean }) {
  const narrow = useMediaQuery(NARROW_FOOTER_QUERY)
  const [state, dispatch] = useReducer(footerAccordionReducer, initialFooterAccordionState)
  useEffect(() => {
    if (!narrow) dispatch({ type: 'close-all' })
  }, [narrow])

  const style = { '--ts-footer-collapse-duration': `${FOOTER_COLLAPSE_MS}ms` } as CSSProperties

  return (
    <footer className="ts-footer" style={style} inert={inert}>
      <div className="ts-footer__inner">
        <div className="ts-footer__brand">
          <Logo className="ts-logo--inverse" />
          <p className="ts-footer__slogan">{BRAND.slogan}</p>
        </div>

        <div className="ts-footer__columns" data-mode={narrow ? 'accordion' : 'columns'}>
          {FOOTER_COLUMNS.map((column) => {
            const open = state.openId === column.id
            const panelId = `footer-panel-${column.id}`
            const headingId = `footer-heading-${column.id}`
            const panelState = !narrow ? 'static' : open ? 'open' : 'closed'
            return (
              <section key={column.id} className="ts-footer__column" aria-labelledby={headingId}>
                <h2 className="ts-footer__heading" id={headingId}>
                  {narrow ? (
                    <button
                      type="button"
                      className="ts-footer__toggle"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => dispatch({ type: 'toggle', id: column.id })}
                    >
                      <span>{column.title}</span>
                      <ChevronIcon className="ts-footer__chevron" />
                    </button>
                  ) : (
                    column.title
                  )}
                </h2>
                <div id={panelId} className="ts-footer__panel" data-state={panelState} data-animate={state.animate ? 'true' : 'false'}>
                  <div className="ts-footer__panel-inner">
                    <FooterLinks links={column.links} />
                  </div>
                </div>
              </section>
            )
          })}
        </div>

        <FooterEnd />
      </div>
    </footer>
  )
}

// What does not change with the width (the links themselves) is kept out of the width's re-render:
// on a phone the columns turn into accordions right after hydration, and only the headings and
// panels render again.
const FooterLinks = memo(function FooterLinks({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul className="ts-footer__links">
      {links.map((link) => (
        <li key={link.to}>
          {link.external ? (
            <ExternalLink href={link.to} className="ts-footer__link">
              {link.label}
            </ExternalLink>
          ) : (
            <Link to={link.to} className="ts-footer__link">
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
})

const SOCIAL_LINKS = [
  { network: 'LinkedIn', href: BRAND.socials.linkedIn, Icon: LinkedInIcon },
  { network: 'Instagram', href: BRAND.socials.instagram, Icon: InstagramIcon },
] as const

const FooterEnd = memo(function FooterEnd() {
  return (
    <>
      <div className="ts-footer__social">
        <h2 className="ts-visually-hidden">Volg ons</h2>
        <ul className="ts-footer__social-list">
          {SOCIAL_LINKS.map(({ network, href, Icon }) => (
            <li key={network}>
              <ExternalLink href={href} className="ts-icon-link ts-icon-link--inverse">
                <Icon />
                <span className="ts-visually-hidden">
                  {BRAND.name} op {network}
                </span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>

      <div className="ts-footer__bottom">
        <div className="ts-footer__municipality">
          <img
            src="/gemeentewapen.svg"
            alt={`Wapen van de gemeente ${BRAND.city}`}
            width="40"
            height="48"
            className="ts-footer__coat-of-arms"
          />
          <p>Een initiatief van de gemeente {BRAND.city}</p>
        </div>
        <ul className="ts-footer__legal">
          <li>
            <Link to={PATHS.privacy} className="ts-footer__link">
              Privacy en cookies
            </Link>
          </li>
          <li>
            <Link to={PATHS.disclaimer} className="ts-footer__link">
              Disclaimer
            </Link>
          </li>
          <li>
            <Link to={PATHS.accessibility} className="ts-footer__link">
              Toegankelijkheid
            </Link>
          </li>
          <li>
            <Link to={PATHS.contact} className="ts-footer__link">
              Contact
            </Link>
          </li>
        </ul>
      </div>
    </>
  )
})
