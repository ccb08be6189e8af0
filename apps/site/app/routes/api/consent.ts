import { data } from 'react-router'
import { CONSENT_FIELDS, CONSENT_MESSAGES, isConsentChoice } from '~/lib/analytics/consent'
import { expireAnalyticsCookies, serializeConsentCookie } from '~/lib/analytics/consent.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import { FORM_MEDIA_TYPES, mediaTypeOf } from '~/lib/http/request-limits'
import { createToastHeaders } from '~/lib/toast.server'
import { combineHeaders } from '~/lib/http/headers'
import type { Route } from './+types/consent'
import { PATHS } from '~/lib/paths'

/**
 * The visitor's analytics choice (lib/analytics/consent.ts), from the cookie notice and from
 * /privacy-cookies. POST a form with `keuze=analytics|necessary`:
 * - a plain form post (no JavaScript): sets the cookie and returns 303 to `terug` (a path on this
 *   site; /privacy-cookies otherwise) with a toast;
 * - with `via=fetch` (the notice's fetcher): sets the cookie and answers `{ consent }`, so the page
 *   does not reload. React Router then reloads the root data: the notice goes, the tag manager comes.
 * The request guard in front of the router refuses a cross-site POST (403) and a body over 64 KB
 * (413); only a form encoding is taken (415), anything but the two choices is a 400.
 */

const NO_STORE = { 'Cache-Control': 'no-store' }
const FALLBACK = PATHS.privacy

const plain = (status: number, message: string, headers?: HeadersInit) =>
  new Response(`${message}\n`, { status, headers: combineHeaders(NO_STORE, { 'Content-Type': 'text/plain; charset=utf-8' }, headers) })

/** A GET (a typed address, a followed link): the page where the choice lives. */
export const loader = () => safeRedirect(FALLBACK)

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return plain(405, 'Deze methode wordt niet ondersteund.', { Allow: 'GET, POST' })
  if (!(FORM_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(request.headers.get('content-type')))) {
    return plain(415, 'Dit formulier kon niet worden verwerkt. Verstuur het via de website.')
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return plain(400, CONSENT_MESSAGES.invalid)
  }
  const choice = form.get(CONSENT_FIELDS.choice)
  if (!isConsentChoice(choice)) return plain(400, CONSENT_MESSAGES.invalid)

  const cookie = new Headers({ 'Set-Cookie': serializeConsentCookie(choice) })
  if (choice === 'necessary') {
    for (const expired of expireAnalyticsCookies(request.headers.get('cookie'), new URL(request.url).hostname))
      cookie.append('Set-Cookie', expired)
  }
  if (form.get(CONSENT_FIELDS.via) === 'fetch') return data({ consent: choice }, { headers: combineHeaders(NO_STORE, cookie) })
  return safeRedirect(
    form.get(CONSENT_FIELDS.redirectTo),
    { headers: combineHeaders(cookie, await createToastHeaders({ title: CONSENT_MESSAGES.saved })) },
    FALLBACK,
  )
}
