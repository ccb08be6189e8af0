import { ContentListPage } from '~/components/content/content-list-page'
import { loadContentListPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/oproepen'

export const meta: Route.MetaFunction = () =>
  titleMeta('Oproepen', 'Oproepen van studenten, professionals en organisaties: reageer en doe mee.')

export const loader = ({ request }: Route.LoaderArgs) => loadContentListPage(request, 'CONTENT_TYPE_CALL_UP')

export default function Component({ loaderData }: Route.ComponentProps) {
  return <ContentListPage title="Oproepen" intro="Hier vind je oproepen van studenten, professionals en organisaties." data={loaderData} />
}
