import { useLocation } from 'react-router'
import { ContentListPage } from '~/components/content/content-list-page'
import { loadContentListPage } from '~/lib/public-pages/public-pages.server'
import { CONTENT_TYPE_PAGES, contentTypeOfPath } from '~/lib/content/type-pages'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/list'

// The list of one content type, registered under each type's address (routes.ts).

export const meta: Route.MetaFunction = ({ location }) => {
  const page = CONTENT_TYPE_PAGES[contentTypeOfPath(location.pathname)]
  return titleMeta(page.title, page.description)
}

export const loader = ({ request }: Route.LoaderArgs) => loadContentListPage(request, contentTypeOfPath(new URL(request.url).pathname))

export default function Component({ loaderData }: Route.ComponentProps) {
  const page = CONTENT_TYPE_PAGES[contentTypeOfPath(useLocation().pathname)]
  return <ContentListPage title={page.title} intro={page.intro} pastIntro={page.pastIntro} data={loaderData} />
}
