import { ContentListPage } from '~/components/content/content-list-page'
import { loadContentListPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/vacatures'

export const meta: Route.MetaFunction = () => titleMeta('Vacatures en stages', 'Vacatures, stages en afstudeeropdrachten in tech.')

export const loader = ({ request }: Route.LoaderArgs) => loadContentListPage(request, 'CONTENT_TYPE_JOB')

export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <ContentListPage
      title="Vacatures en stages"
      intro="Banen, stages, bijbanen en afstudeeropdrachten bij organisaties in de stad."
      data={loaderData}
    />
  )
}
