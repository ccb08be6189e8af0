import { ContentDetailPage } from '~/components/content/content-detail-page'
import { contentListPath } from '~/lib/content/paths'
import { loadContentDetailPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import { shareImage } from '~/lib/seo/seo'
import type { Route } from './+types/nieuwsbericht'

const TYPE = 'CONTENT_TYPE_NEWS'

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? titleMeta(data.item.title, data.item.summary, { type: 'article', ...shareImage(matches, data.item.heroImage) })
    : titleMeta('Nieuwsbericht')

export const loader = ({ params }: Route.LoaderArgs) => loadContentDetailPage(TYPE, params.slug)

export default function Component({ loaderData }: Route.ComponentProps) {
  return <ContentDetailPage item={loaderData.item} listLabel={loaderData.listLabel} listHref={contentListPath(TYPE)} />
}
