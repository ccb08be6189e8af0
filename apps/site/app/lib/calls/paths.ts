import { href } from 'react-router'
import { contentEditPath } from '../content/paths'

/** The member pages of calls and enters (spec 2.1), named through `href()` (lib/paths.ts). */
export const CALL_PATHS = {
  mine: href('/profiel/oproepen'),
  new: href('/profiel/oproepen/nieuw'),
  review: href('/profiel/oproepen/beoordelen'),
  enters: href('/profiel/enters'),
  list: href('/oproepen'),
} as const

export const editCallPath = (documentId: string) => contentEditPath('CONTENT_TYPE_CALL_UP', documentId)
export const reviewCallPath = (documentId: string) =>
  href('/profiel/oproepen/beoordelen/:callId', { callId: encodeURIComponent(documentId) })
export const callPath = (slug: string) => href('/oproepen/:slug', { slug: encodeURIComponent(slug) })
/** The delete confirmation of one call on /profiel/oproepen (works without JavaScript). */
export const deleteCallPath = (documentId: string) => `${CALL_PATHS.mine}?verwijderen=${encodeURIComponent(documentId)}`
/** The enters on one call, for its author, on /profiel/oproepen. */
export const callEntersPath = (documentId: string) => `${CALL_PATHS.mine}?enters=${encodeURIComponent(documentId)}#enters`
