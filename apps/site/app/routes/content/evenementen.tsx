import { ContentListPage } from '~/components/content/content-list-page'
import { loadContentListPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/evenementen'

export const meta: Route.MetaFunction = () => titleMeta('Evenementen', 'Tech-evenementen in de stad: meetups, workshops en hackathons.')

export const loader = ({ request }: Route.LoaderArgs) => loadContentListPage(request, 'CONTENT_TYPE_EVENT')

export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <ContentListPage
      title="Evenementen"
      intro="Meetups, workshops, hackathons en beurzen: de komende evenementen eerst."
      data={loaderData}
    />
  )
}
