import { BRAND } from '@talentstad/types'
import { Link } from 'react-router'
import { StaticPage } from '~/components/static-page'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { loadStaticPage } from '~/lib/content/static-pages.server'
import type { Route } from './+types/wat-is'

// The text is the CMS single type 'about-page' (editable in the admin panel).
export const loader = () => loadStaticPage('about-page')

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data?.page.title ?? `Wat is ${BRAND.name}?`, data?.page.intro)

export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage page={loaderData.page}>
      <p className="utrecht-paragraph">
        <Link className="utrecht-link" to={PATHS.organizationSignUp}>
          Word partner met je organisatie
        </Link>
      </p>
    </StaticPage>
  )
}
