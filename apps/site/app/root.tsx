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
import { toSessionUser, type SessionUser } from './lib/session-user'
import { AuthUnavailableError, getAuthState } from './lib/auth/auth.server'
import { combineHeaders } from './lib/headers'
import { BotCheckScript } from './components/bot-check'
import { SessionProvider } from './lib/auth/use-session'
import { getToast } from './lib/toast.server'
import { FavoritesProvider } from './lib/favorites'
import { favoritesForPage } from './lib/favorites.server'
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request)
  let user: SessionUser | null = null
  let authHeaders: Headers | null = null
  // The member's bookmarks for the bookmark buttons, mirrored in the favorites cookie.
  let favorites: string[] | null = null
  let favoritesHeaders: Headers | null = null
  try {
    const auth = await getAuthState(request, context.clientIp)
    authHeaders = auth.headers
    if (auth.current) user = toSessionUser(auth.current.user)
    ;({ favorites, headers: favoritesHeaders } = await favoritesForPage(request, auth.current, context.clientIp))
  } catch (error) {
    // The CMS cannot say who is logged in right now: show the page as to a visitor.
    if (!(error instanceof AuthUnavailableError)) throw error
  }
  return data({ user, favorites, toast, ENV: getPublicEnv() }, { headers: combineHeaders(headers, authHeaders, favoritesHeaders) })
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
        {rootData?.ENV ? <BotCheckScript siteKey={rootData.ENV.RECAPTCHA_SITE_KEY} scriptUrl={rootData.ENV.RECAPTCHA_SCRIPT_URL} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { user, favorites, toast } = useLoaderData<typeof loader>()
  useToast(toast)
  return (
    <SessionProvider>
      <FavoritesProvider favorites={favorites} typeOfUser={user?.typeOfUser ?? null}>
        <SiteFrame user={user}>
          <Outlet />
        </SiteFrame>
      </FavoritesProvider>
    </SessionProvider>
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
