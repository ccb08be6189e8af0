import { BRAND } from '@talentstad/types'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router'
import type { ReactNode } from 'react'
import type { Route } from './+types/root'
import { GeneralError, NotFound } from './components/error-page'
import { SiteFrame } from './components/frame/site-frame'
import { useToast } from './components/frame/toaster'
import { SeoHead } from './components/seo'
import { getPublicEnv } from './lib/env.server'
import { pageTitle } from './lib/meta'
import { useNonce } from './lib/nonce-provider'
import type { SessionUser } from './lib/session-user'
import { getToast } from './lib/toast.server'
import stylesHref from './styles/app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesHref },
]

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [{ title: BRAND.name }, { name: 'description', content: BRAND.slogan }]
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [{ title: pageTitle(notFound ? 'Pagina niet gevonden' : 'Er is iets misgegaan') }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request)
  // The authentication issue replaces this with the user of the session cookie.
  const user: SessionUser | null = null
  return data({ user, toast, ENV: getPublicEnv() }, { headers: headers ?? undefined })
}

/** JSON for an inline script: `<` is escaped so the data can never close the script tag. */
function serializeForScript(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="nl" className="ts-theme">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d5c63" />
        <Meta />
        <SeoHead siteUrl={rootData?.ENV.SITE_URL} />
        <Links nonce={nonce} />
      </head>
      <body className="utrecht-document ts-body">
        {children}
        <script
          nonce={nonce}
          // Browsers hide nonce values from the DOM, so the client never sees the server's.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: `window.ENV = ${serializeForScript(rootData?.ENV ?? {})}` }}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { user, toast } = useLoaderData<typeof loader>()
  useToast(toast)
  return (
    <SiteFrame user={user}>
      <Outlet />
    </SiteFrame>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <SiteFrame user={rootData?.user ?? null}>
      {status === 404 ? <NotFound /> : <GeneralError status={status} />}
    </SiteFrame>
  )
}
