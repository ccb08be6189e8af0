import { useActionData } from 'react-router'
import { EnterSection } from '~/components/calls/enter-section'
import { ContentDetailPage } from '~/components/content/content-detail-page'
import { contentListPath } from '~/lib/content/paths'
import { titleMeta } from '~/lib/meta'
import { shareImage } from '~/lib/seo/seo'
import { enterAction, loadCallPage } from './$slug.server'
import type { Route } from './+types/$slug'

const TYPE = 'CONTENT_TYPE_CALL_UP'

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? titleMeta(data.item.title, data.item.summary, { type: 'article', ...shareImage(matches, data.item.heroImage) })
    : titleMeta('Oproep')

// The public page, plus the enter area for whoever looks ($slug.server.ts): anonymous visitors all
// get the same page (cacheable), a member's page is private by their session cookie.
export const loader = ({ request, params }: Route.LoaderArgs) => loadCallPage(request, params.slug)

export const action = ({ request, params }: Route.ActionArgs) => enterAction(request, params.slug)

export default function Component({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>()
  return (
    <ContentDetailPage item={loaderData.item} listLabel={loaderData.listLabel} listHref={contentListPath(TYPE)}>
      <EnterSection area={loaderData.enter} reply={reply} action={loaderData.item.href} />
    </ContentDetailPage>
  )
}
