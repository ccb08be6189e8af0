import { PERMISSION_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'

/** What a 403 carries to the error boundary. */
export type ForbiddenData = { message: string }

/** Throws the Dutch 403 page ('Je hebt geen toegang tot deze pagina.', root.tsx's error boundary). */
export function forbidden(): never {
  throw data<ForbiddenData>({ message: PERMISSION_MESSAGES.forbiddenPage }, { status: 403, headers: { 'X-Robots-Tag': 'noindex' } })
}

/**
 * The same for a CMS read answered as a result (`{ ok: false, status }`): 403 the 403 page, 404 the
 * 404 page, anything else (a failure, an unreachable CMS) the 503 page. A 401 (the session ended
 * after this request's session check) is the 401 page: 'Je bent uitgelogd', with a login that comes
 * back to this page (components/error-page.tsx SessionEnded).
 */
export function throwForCmsFailure(status: number): never {
  if (status === 403) forbidden()
  throw data(null, { status: status === 401 ? 401 : status === 404 ? 404 : 503 })
}

export function notFound(): never {
  throw data(null, { status: 404 })
}
