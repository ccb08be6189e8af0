import { contentEditPath } from '../content/paths'
/** The member pages of calls and enters (spec 2.1). */
export const CALL_PATHS = {
  mine: '/profiel/oproepen',
  new: '/profiel/oproepen/nieuw',
  review: '/profiel/oproepen/beoordelen',
  enters: '/profiel/enters',
  list: '/oproepen',
} as const

/** The confirmation on /profiel/oproepen after a submit (`?verstuurd=nieuw`, `wijziging` or `aangepast`). */
export const SUBMITTED_PARAM = 'verstuurd'
/** Its values: a new call; an edit of a call that is online (the last version stays until approval); an edit of one that is not. */
export const SUBMITTED = { created: 'nieuw', editedOnline: 'wijziging', edited: 'aangepast' } as const

export const editCallPath = (documentId: string) => contentEditPath('CONTENT_TYPE_CALL_UP', documentId)
export const reviewCallPath = (documentId: string) => `${CALL_PATHS.review}/${encodeURIComponent(documentId)}`
export const callPath = (slug: string) => `${CALL_PATHS.list}/${encodeURIComponent(slug)}`
/** The delete confirmation of one call on /profiel/oproepen (works without JavaScript). */
export const deleteCallPath = (documentId: string) => `${CALL_PATHS.mine}?verwijderen=${encodeURIComponent(documentId)}`
/** The enters on one call, for its author, on /profiel/oproepen. */
export const callEntersPath = (documentId: string) => `${CALL_PATHS.mine}?enters=${encodeURIComponent(documentId)}#enters`
