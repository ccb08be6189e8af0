import { Link, useActionData, useLoaderData } from 'react-router'
import { FollowButton } from '~/components/follows/follow-button'
import { FormErrors } from '~/components/forms'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { followAction, loadFollows } from './volgend.server'
import type { Route } from './+types/volgend'

export const meta: Route.MetaFunction = () => titleMeta('Volgend')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadFollows(request)
}

export function action({ request }: Route.ActionArgs) {
  return followAction(request)
}

export default function Component() {
  const { organizations, themes } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // A follow form has no visible fields: any message, the form's or a field's, is shown above the lists.
  const failed = Object.values(actionData?.result.error ?? {})
    .flat()
    .filter((message): message is string => Boolean(message))
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Volgend</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        De organisaties en thema’s die je volgt. Een organisatie volg je met de knop op haar pagina, een thema hieronder.
      </p>
      {failed.length ? <FormErrors errors={failed} /> : null}
      <section className="ts-stack" aria-labelledby="volgend-organisaties">
        <h2 id="volgend-organisaties" className="utrecht-heading-2">
          Organisaties
        </h2>
        {organizations.length ? (
          <ul className="ts-follow-list" data-testid="followed-organizations">
            {organizations.map((organization) => (
              <li key={organization.id} className="ts-follow-list__item">
                <span>
                  <Link className="utrecht-link" to={organization.href}>
                    {organization.name}
                  </Link>{' '}
                  <span className="ts-muted">{organization.type.toLowerCase()}</span>
                </span>
                <FollowButton target="organization" documentId={organization.id} name={organization.name} state={{ following: true }} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="utrecht-paragraph">
            Je volgt nog geen organisaties. Bekijk de <Link to={PATHS.companies}>bedrijven</Link>,{' '}
            <Link to={PATHS.education}>onderwijsinstellingen</Link> en <Link to={PATHS.studentOrganizations}>studentenorganisaties</Link>.
          </p>
        )}
      </section>
      <section className="ts-stack" aria-labelledby="volgend-themas">
        <h2 id="volgend-themas" className="utrecht-heading-2">
          Thema’s
        </h2>
        <ul className="ts-follow-list" data-testid="themes">
          {themes.map((theme) => (
            <li key={theme.id} className="ts-follow-list__item">
              <Link className="utrecht-link" to={theme.href}>
                {theme.name}
              </Link>
              <FollowButton target="theme" documentId={theme.id} name={theme.name} state={{ following: theme.following }} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
