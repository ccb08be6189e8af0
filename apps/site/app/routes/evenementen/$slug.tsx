import { useActionData } from 'react-router'
import { ContentDetailPage } from '~/components/content/content-detail-page'
import { SignUpSection } from '~/components/events/sign-up-section'
import { contentListPath } from '~/lib/content/paths'
import { titleMeta } from '~/lib/meta'
import { shareImage } from '~/lib/seo/seo'
import { loadEventPage, signUpAction } from './$slug.server'
import type { Route } from './+types/$slug'

const TYPE = 'CONTENT_TYPE_EVENT'

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? titleMeta(data.item.title, data.item.summary, { type: 'article', ...shareImage(matches, data.item.heroImage) })
    : titleMeta('Evenement')

// The public page, plus the sign-up area for whoever looks ($slug.server.ts): visitors all get
// the same page (cacheable), a member's page is private by their session cookie.
export const loader = ({ request, params }: Route.LoaderArgs) => loadEventPage(request, params.slug)

export const action = ({ request, params }: Route.ActionArgs) => signUpAction(request, params.slug)

// The loader's word on how long a visitor's copy may be shared (its places left).
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders

export default function Component({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>()
  return (
    <ContentDetailPage item={loaderData.item} listLabel={loaderData.listLabel} listHref={contentListPath(TYPE)}>
      <SignUpSection area={loaderData.signUp} reply={reply} action={loaderData.item.href} />
    </ContentDetailPage>
  )
}
