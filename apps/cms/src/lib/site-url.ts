/** The site's public address (links in e-mails), without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
}
