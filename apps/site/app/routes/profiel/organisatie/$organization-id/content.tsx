import { Link, useActionData, useLoaderData } from 'react-router'
import { ContentForm } from '~/components/member-content/content-form'
import { Pagination } from '~/components/content/pagination'
import { DeleteConfirmation } from '~/components/member-content/delete-confirmation'
import { OrganizationNav } from '~/components/organizations/organization-nav'
import type { ContentFormReply } from '~/lib/member-content/content-form'
import { countLabel } from '~/lib/counts'
import { titleMeta } from '~/lib/meta'
import { contentPageAction, loadContentPage } from './content.server'
import type { Route } from './+types/content'
import { Badge, StatusBadge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

export const meta: Route.MetaFunction = () => titleMeta('Content van je organisatie')

// Every member of the organisation sees the list; contentManagers and admins create, edit and delete.
export function loader({ request, params }: Route.LoaderArgs) {
  return loadContentPage(request, params.organizationId)
}

export function action({ request, params }: Route.ActionArgs) {
  return contentPageAction(request, params.organizationId)
}

export default function Component() {
  const { organization, role, canManage, items, paging, pathname, search, form, toDelete, reasons } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const formReply = actionData && 'step' in actionData ? (actionData as ContentFormReply) : undefined
  const base = ORGANIZATION_PAGES.content(organization.id)
  // This page of the list, and an address on it with one more parameter (`?page=2&verwijderen=…`).
  const current = `${pathname}${search}`
  const withParam = (name: string, value: string) => `${pathname}${search ? `${search}&` : '?'}${name}=${encodeURIComponent(value)}`
  return (
    <div className="ts-page-content ts-stack ts-content-form-page">
      <h1 className="utrecht-heading-1">Content van je organisatie</h1>
      <OrganizationNav organizationId={organization.id} name={organization.name} role={role} />
      {form ? (
        <section aria-labelledby="nieuw-kop" className="ts-stack">
          <h2 id="nieuw-kop" className="utrecht-heading-2">
            Nieuw item namens {organization.name}
          </h2>
          <p className="utrecht-paragraph">
            Nieuws, vacatures, evenementen en artikelen staan meteen online. Een oproep kijkt de communitymanager eerst na.
          </p>
          <ContentForm page={form} reply={formReply} action={`${base}?nieuw=1`} submitLabel="Plaatsen" />
          <p className="utrecht-paragraph">
            <Link className="utrecht-link" to={base}>
              Annuleren
            </Link>
          </p>
        </section>
      ) : (
        <>
          {canManage ? (
            <p className="utrecht-paragraph">
              <ButtonLink to={`${base}?nieuw=1`}>Nieuw item</ButtonLink>
            </p>
          ) : (
            <p className="utrecht-paragraph">
              Als medewerker zie je wat je organisatie plaatst. Plaatsen en aanpassen doen de contentbeheerders en beheerders.
            </p>
          )}
          {toDelete ? (
            <DeleteConfirmation
              key={toDelete.id}
              id="content-verwijderen"
              itemId={toDelete.id}
              title={toDelete.title}
              what={{ heading: 'Item verwijderen', question: 'Waarom verwijder je het item?', button: 'Item verwijderen' }}
              warning="Het verdwijnt meteen van de website."
              action={withParam('verwijderen', toDelete.id)}
              cancelTo={current}
              reasons={reasons}
              lastResult={actionData && !('step' in actionData) ? actionData.result : undefined}
            />
          ) : null}
          <section aria-labelledby="items-kop" className="ts-stack">
            <h2 id="items-kop" className="utrecht-heading-2">
              Items
            </h2>
            {paging.total > 0 ? (
              <p className="ts-results__count" data-testid="organization-items-count">
                {countLabel(paging.total, 'item', 'items')}
                {paging.pageCount > 1 ? ` · pagina ${paging.page} van ${paging.pageCount}` : ''}
              </p>
            ) : null}
            {items.length ? (
              <ul className="ts-call-list" data-testid="organization-items">
                {items.map((item) => (
                  <li key={item.id} className="ts-call-row" data-testid="organization-item">
                    <div className="ts-call-row__head">
                      <h3 className="utrecht-heading-3 ts-call-row__title">
                        {item.href ? <Link to={item.href}>{item.title}</Link> : item.title}
                      </h3>
                      <Badge>{item.typeLabel}</Badge>
                      <StatusBadge status={item.state.status} />
                    </div>
                    <p className="ts-muted">{item.date}</p>
                    {item.rejectReason ? <p className="utrecht-paragraph">Reden: {item.rejectReason}</p> : null}
                    {canManage ? (
                      <ul className="ts-actions ts-call-row__actions" aria-label={`Acties voor ${item.title}`}>
                        <li>
                          <Link className="utrecht-link" to={item.editHref}>
                            Aanpassen<span className="ts-visually-hidden">: {item.title}</span>
                          </Link>
                        </li>
                        {item.attendeesHref ? (
                          <li>
                            <Link className="utrecht-link" to={item.attendeesHref}>
                              Aanmeldingen<span className="ts-visually-hidden">: {item.title}</span>
                            </Link>
                          </li>
                        ) : null}
                        <li>
                          <Link className="utrecht-link" to={`${withParam('verwijderen', item.id)}#verwijderen`}>
                            Verwijderen<span className="ts-visually-hidden">: {item.title}</span>
                          </Link>
                        </li>
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="utrecht-paragraph">Je organisatie heeft nog niets online staan.</p>
            )}
            <Pagination page={paging.page} pageCount={paging.pageCount} pathname={pathname} search={search} />
            {organization.href ? (
              <p className="utrecht-paragraph">
                <Link className="utrecht-link" to={organization.href}>
                  Bekijk de openbare pagina van {organization.name}
                </Link>
              </p>
            ) : null}
          </section>
        </>
      )}
    </div>
  )
}
