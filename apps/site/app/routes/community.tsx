import { ContentListPage } from '~/components/content/content-list-page'
import { loadContentListPage } from '~/lib/public-pages/public-pages.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/community'

export const meta: Route.MetaFunction = () =>
  titleMeta('Community', 'Oproepen, vacatures, evenementen, nieuws en artikelen uit de tech-community van de stad.')

export const loader = ({ request }: Route.LoaderArgs) => loadContentListPage(request)

export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <ContentListPage
      title="Community"
      intro="Alles wat er speelt: oproepen, vacatures en stages, evenementen, nieuws en artikelen."
      data={loaderData}
    />
  )
}
