import { StaticPage } from '~/components/static-page'
import { titleMeta } from '~/lib/meta'
import { loadStaticPage } from '~/lib/content/static-pages.server'
import type { Route } from './+types/toegankelijkheid'

// The text is the CMS single type 'accessibility-page' (editable in the admin panel).
export const loader = () => loadStaticPage('accessibility-page')

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data?.page.title ?? `Toegankelijkheidsverklaring`, data?.page.intro)

export default function Component({ loaderData }: Route.ComponentProps) {
  return <StaticPage page={loaderData.page} />
}
