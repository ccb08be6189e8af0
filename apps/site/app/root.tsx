// First: zod's browser setting must be in place before any module builds a schema.
import './lib/forms/zod-in-browser'
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
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { ReactNode } from 'react'
import type { Route } from './+types/root'
import { GeneralError, NotFound, SessionEnded } from './components/error-page'
import { FORBIDDEN_TITLE, ForbiddenPage, isForbiddenPageError } from './components/forbidden-page'
import { SiteFrame } from './components/frame/site-frame'
import { ActionResultProvider } from './components/frame/action-result'
import { SeoHead } from './components/seo'
import { getPublicEnv } from './lib/env.server'
import { pageTitle } from './lib/meta'
import { useNonce } from '~/lib/http/nonce-provider'
import { toSessionUser, type SessionUser } from '~/lib/auth/session-user'
import { AuthUnavailableError, getAuthState } from './lib/auth/auth.server'
import { combineHeaders } from '~/lib/http/headers'
import { BotCheckScript } from './components/bot-check'
import { SessionProvider } from './lib/auth/use-session'
import { toNextAuthSession } from './lib/auth/next-auth.server'
import { getToast } from './lib/toast.server'
import { FavoritesProvider } from '~/lib/favorites/favorites'
import { favoritesForPage } from '~/lib/favorites/favorites.server'
import stylesHref from './styles/app.css?url'
import { CookieNotice } from './components/cookie-notice'
import { TagManager } from './components/tag-manager'
import { analyticsAllowed } from './lib/analytics/consent'
import { getConsent } from './lib/analytics/consent.server'
import { MonitoringScript, useReportBoundaryError } from './components/monitoring'
import { ModulePreloadsAfterPaint } from './components/module-preloads'

export const links: Route.LinksFunction = () => [
  // The ICO for browsers without SVG icons (sizes="32x32", or Chrome would take it over the SVG).
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesHref },
]

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [{ title: BRAND.name }, { name: 'description', content: BRAND.slogan }]
  // A member page they may not open: say so, and keep it out of search engines.
  if (isForbiddenPageError(error)) return [{ title: pageTitle(FORBIDDEN_TITLE) }, { name: 'robots', content: 'noindex' }]
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [{ title: pageTitle(notFound ? 'Pagina niet gevonden' : 'Er is iets misgegaan') }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request)
  let user: SessionUser | null = null
  // The same session /api/auth/session answers, to seed the browser's session client (no flicker).
  let session: ReturnType<typeof toNextAuthSession> | null = null
  let authHeaders: Headers | null = null
  // The member's bookmarks for the bookmark buttons, mirrored in the favorites cookie.
  let favorites: string[] | null = null
  let favoritesHeaders: Headers | null = null
  try {
    const auth = await getAuthState(request)
    authHeaders = auth.headers
    if (auth.current) {
      user = toSessionUser(auth.current.user)
      session = toNextAuthSession(auth.current.user, auth.current.expiresAt)
    }
    ;({ favorites, headers: favoritesHeaders } = await favoritesForPage(request, auth.current))
  } catch (error) {
    // The CMS cannot say who is logged in right now: show the page as to a visitor.
    if (!(error instanceof AuthUnavailableError)) throw error
  }
  // The visitor's analytics choice (null: not asked yet); a page that carries one is never shared (cache-control.server.ts).
  const consent = getConsent(request)
  return data(
    { user, session, favorites, toast, consent, ENV: getPublicEnv() },
    { headers: combineHeaders(headers, authHeaders, favoritesHeaders) },
  )
}

/** JSON for an inline script: `<` is escaped so the data can never close the script tag. */
function serializeForScript(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * An editor's preview of a draft (routes/voorbeeld/$token.tsx, `handle.preview`) is not a visit: no
 * analytics and no cookie notice in the admin panel's frame.
 */
function useIsPreview() {
  return useMatches().some((match) => (match.handle as { preview?: boolean } | undefined)?.preview === true)
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const preview = useIsPreview()
  return (
    <html lang="nl" className="ts-theme">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d5c63" />
        <Meta />
        <SeoHead siteUrl={rootData?.ENV.SITE_URL} />
        <Links nonce={nonce} />
        {rootData && !preview && analyticsAllowed(rootData.ENV.GTM_ID, rootData.consent) ? (
          <TagManager id={rootData.ENV.GTM_ID!} scriptUrl={rootData.ENV.GTM_SCRIPT_URL!} />
        ) : null}
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
        <MonitoringScript config={rootData?.ENV.SENTRY} />
        <ScrollRestoration nonce={nonce} />
        <ModulePreloadsAfterPaint />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { user, session, favorites, toast, consent, ENV } = useLoaderData<typeof loader>()
  const preview = useIsPreview()
  return (
    <SessionProvider session={session}>
      <FavoritesProvider favorites={favorites} typeOfUser={user?.typeOfUser ?? null}>
        {/* An action's result: a toast and a status message on the page (docs/decisions/0037). */}
        <ActionResultProvider toast={toast}>
          {/* The cookie notice: only when the site has analytics and the visitor has not chosen yet. */}
          <SiteFrame notice={ENV.GTM_ID && !consent && !preview ? <CookieNotice /> : null}>
            <Outlet />
          </SiteFrame>
        </ActionResultProvider>
      </FavoritesProvider>
    </SessionProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const status = isRouteErrorResponse(error) ? error.status : 500
  useReportBoundaryError(error)
  return (
    <SessionProvider session={rootData?.session ?? null}>
      <SiteFrame>
        {status === 404 ? (
          <NotFound />
        ) : status === 401 ? (
          <SessionEnded />
        ) : isForbiddenPageError(error) ? (
          <ForbiddenPage />
        ) : (
          <GeneralError status={status} />
        )}
      </SiteFrame>
    </SessionProvider>
  )
}
