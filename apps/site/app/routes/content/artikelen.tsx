import { ContentListPage } from '~/components/content/content-list-page'
import { loadContentListPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/artikelen'

export const meta: Route.MetaFunction = () => titleMeta('Artikelen', 'Artikelen met achtergronden en tips voor tech-talent.')

export const loader = ({ request }: Route.LoaderArgs) => loadContentListPage(request, 'CONTENT_TYPE_ARTICLE')

export default function Component({ loaderData }: Route.ComponentProps) {
  return <ContentListPage title="Artikelen" intro="Achtergronden, tips en verhalen van mensen uit de community." data={loaderData} />
}
