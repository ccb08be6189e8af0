import { ContentListPage } from '~/components/content/content-list-page'
import { loadContentListPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/nieuws'

export const meta: Route.MetaFunction = () => titleMeta('Nieuws', 'Nieuws uit de tech-community van de stad.')

export const loader = ({ request }: Route.LoaderArgs) => loadContentListPage(request, 'CONTENT_TYPE_NEWS')

export default function Component({ loaderData }: Route.ComponentProps) {
  return <ContentListPage title="Nieuws" intro="Het laatste nieuws uit de tech-community en de stad." data={loaderData} />
}
