import { ORGANIZATION_TYPE_LABELS } from '@talentstad/types'
import { Link } from 'react-router'
import { FollowButton } from '~/components/follows/follow-button'
import { ButtonLink } from '~/components/ui/button'
import type { FollowState } from '~/lib/follows/follow-form'
import type { OrganizationDetailView } from '~/lib/content/views'
import { organizationJsonLd } from '~/lib/seo/json-ld'
import { JsonLd, useSiteUrl } from '../seo'
import { BackToList } from './back-to-list'
import { ContentCards } from './content-card'
import { Artwork } from './artwork'
import { ResponsiveImage } from './responsive-image'

/** One organisation: logo, hero, description, contact person, address, call-to-actions, tags, content. */
export function OrganizationDetailPage({
  organization,
  follow,
  listLabel,
  listHref,
}: {
  organization: OrganizationDetailView
  follow: FollowState
  listLabel: string
  listHref: string
}) {
  const contact = organization.contactPerson
  const siteUrl = useSiteUrl()
  return (
    <article className="ts-page-content ts-detail">
      <JsonLd data={siteUrl ? organizationJsonLd(organization, siteUrl) : undefined} />
      <div className="ts-stack">
        <BackToList listLabel={listLabel} listHref={listHref} />
        {organization.heroImage ? <ResponsiveImage className="ts-detail__hero" image={organization.heroImage} loading="priority" /> : null}
        <div className="ts-org-card__header">
          <Artwork
            className="ts-org__logo"
            image={organization.logo}
            subject={{ organization: organization.mark }}
            alt={organization.logo?.alt || `Logo van ${organization.name}`}
            loading={organization.heroImage ? 'eager' : 'priority'}
          />
          <div>
            <p className="ts-content-card__type">{ORGANIZATION_TYPE_LABELS[organization.type]}</p>
            <h1 className="utrecht-heading-1">{organization.name}</h1>
          </div>
        </div>
        <FollowButton target="organization" documentId={organization.id} name={organization.name} state={follow} />
        {organization.fullDescription
          ? organization.fullDescription.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index} className="utrecht-paragraph">
                {paragraph}
              </p>
            ))
          : null}
        {organization.callToActions.length || organization.websiteUrl ? (
          <div className="ts-actions">
            {organization.callToActions.map((cta, index) => (
              <ButtonLink key={cta.href + index} variant={index === 0 ? 'primary' : 'secondary'} href={cta.href} rel="noopener noreferrer">
                {cta.label}
              </ButtonLink>
            ))}
            {!organization.callToActions.length && organization.websiteUrl ? (
              <ButtonLink href={organization.websiteUrl} rel="noopener noreferrer">
                Naar de website
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
        {organization.tagLinks.length ? (
          <ul className="ts-chips" aria-label="Tags">
            {organization.tagLinks.map((tag) => (
              <li key={tag.href}>
                <Link className="utrecht-link ts-chip" to={tag.href}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}

        {contact || organization.address ? (
          <section aria-labelledby="contact-heading" className="ts-stack">
            <h2 className="utrecht-heading-2" id="contact-heading">
              Contact
            </h2>
            {contact ? (
              <div className="ts-contact">
                {contact.image ? <ResponsiveImage image={contact.image} alt="" loading="lazy" /> : null}
                <div>
                  {contact.name ? (
                    <p className="utrecht-paragraph">
                      <strong>{contact.name}</strong>
                      {contact.title ? <>, {contact.title}</> : null}
                    </p>
                  ) : null}
                  {contact.email ? (
                    <p className="utrecht-paragraph">
                      E-mail:{' '}
                      <a className="utrecht-link" href={`mailto:${contact.email}`}>
                        {contact.email}
                      </a>
                    </p>
                  ) : null}
                  {contact.phone ? (
                    <p className="utrecht-paragraph">
                      Telefoon:{' '}
                      <a className="utrecht-link" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                        {contact.phone}
                      </a>
                    </p>
                  ) : null}
                </div>
              </div>
            ) : null}
            {organization.address ? (
              <address className="utrecht-paragraph">
                {organization.address.lines.map((line, index) => (
                  <span key={index}>
                    {line}
                    {index < organization.address!.lines.length - 1 ? <br /> : null}
                  </span>
                ))}
              </address>
            ) : null}
          </section>
        ) : null}
      </div>

      <section className="ts-related" aria-labelledby="org-content-heading">
        <h2 className="utrecht-heading-2" id="org-content-heading">
          Van {organization.name}
        </h2>
        {organization.content.length ? (
          <ContentCards items={organization.content} />
        ) : (
          <p className="utrecht-paragraph">{organization.name} heeft nog niets geplaatst.</p>
        )}
      </section>
    </article>
  )
}
