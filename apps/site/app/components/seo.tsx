import { BRAND } from '@talentstad/types'
import { useLocation, useRouteError, useRouteLoaderData } from 'react-router'
import { useNonce } from '~/lib/http/nonce-provider'
import { canonicalUrl, OG_LOCALE, serializeJsonLd } from '~/lib/seo/seo'
import { FEEDS } from '~/lib/seo/feeds'

/**
 * The head tags every page gets: its canonical address (docs/decisions/0008), the same as og:url,
 * og:locale and og:site_name, and the RSS feeds. Error pages get no canonical address.
 */
export function SeoHead({ siteUrl }: { siteUrl: string | undefined }) {
  const location = useLocation()
  const error = useRouteError()
  const canonical = siteUrl && !error ? canonicalUrl(siteUrl, location.pathname, location.search) : undefined
  return (
    <>
      {canonical ? (
        <>
          <link rel="canonical" href={canonical} />
          <meta property="og:url" content={canonical} />
        </>
      ) : null}
      <meta property="og:locale" content={OG_LOCALE} />
      <meta property="og:site_name" content={BRAND.name} />
      {FEEDS.map((feed) => (
        <link key={feed.feedPath} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.feedPath} />
      ))}
    </>
  )
}

/** schema.org data as `<script type="application/ld+json">` with the CSP nonce; `<` cannot close it. */
export function JsonLd({ data }: { data: Record<string, unknown> | undefined }) {
  const nonce = useNonce()
  if (!data) return null
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide nonce values from the DOM, so the client never sees the server's.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}

/** SITE_URL as the root loader gives it to every page. */
export function useSiteUrl(): string | undefined {
  const root = useRouteLoaderData('root') as { ENV?: { SITE_URL?: string } } | undefined
  return root?.ENV?.SITE_URL
}
