import { ContentDetailPage } from '~/components/content/content-detail-page'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/$token'
import { loadPreview } from './$token.server'

/** Not a visit: root.tsx leaves out analytics and the cookie notice. */
export const handle = { preview: true }

export const loader = ({ params }: Route.LoaderArgs) => loadPreview(params.token)

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...titleMeta(data ? `Voorbeeld: ${data.item.title}` : 'Voorbeeld'),
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <p className="ts-preview-bar" role="status">
        <strong>Voorbeeld — niet gepubliceerd.</strong> Zo ziet dit item er op de site uit; alleen wie deze link heeft, ziet het.
      </p>
      <ContentDetailPage item={loaderData.item} listLabel={loaderData.listLabel} listHref={loaderData.listHref} preview />
    </>
  )
}
