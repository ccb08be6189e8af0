import { StaticPage } from '~/components/static-page'
import { titleMeta } from '~/lib/meta'
import { loadStaticPage } from '~/lib/content/static-pages.server'
import type { Route } from './+types/disclaimer'

// The text is the CMS single type 'disclaimer-page' (editable in the admin panel).
export const loader = () => loadStaticPage('disclaimer-page')

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data?.page.title ?? `Disclaimer`, data?.page.intro)

export default function Component({ loaderData }: Route.ComponentProps) {
  return <StaticPage page={loaderData.page} />
}
