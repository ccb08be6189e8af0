import { useRouteLoaderData } from 'react-router'
import { CookieSettings } from '~/components/cookie-notice'
import { StaticPage } from '~/components/static-page'
import { titleMeta } from '~/lib/meta'
import { loadStaticPage } from '~/lib/content/static-pages.server'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/privacy-cookies'

// The text is the CMS single type 'privacy-page' (editable in the admin panel).
export const loader = () => loadStaticPage('privacy-page')

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data?.page.title ?? `Privacy en cookies`, data?.page.intro)

export default function Component({ loaderData }: Route.ComponentProps) {
  // The visitor's analytics choice comes with the root data (the consent cookie).
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <StaticPage page={loaderData.page}>
      <CookieSettings consent={root?.consent ?? null} enabled={Boolean(root?.ENV.GTM_ID)} />
    </StaticPage>
  )
}
