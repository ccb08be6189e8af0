/** The member pages of calls and enters (spec 2.1). */
export const CALL_PATHS = {
  mine: '/profiel/oproepen',
  new: '/profiel/oproepen/nieuw',
  review: '/profiel/oproepen/beoordelen',
  enters: '/profiel/enters',
  list: '/oproepen',
} as const

/** The confirmation on /profiel/oproepen after a submit (`?verstuurd=nieuw` or `wijziging`). */
export const SUBMITTED_PARAM = 'verstuurd'

export const editCallPath = (documentId: string) => `/oproepen/${encodeURIComponent(documentId)}/aanpassen`
export const reviewCallPath = (documentId: string) => `${CALL_PATHS.review}/${encodeURIComponent(documentId)}`
export const callPath = (slug: string) => `${CALL_PATHS.list}/${encodeURIComponent(slug)}`
/** The delete confirmation of one call on /profiel/oproepen (works without JavaScript). */
export const deleteCallPath = (documentId: string) => `${CALL_PATHS.mine}?verwijderen=${encodeURIComponent(documentId)}`
/** The enters on one call, for its author, on /profiel/oproepen. */
export const callEntersPath = (documentId: string) => `${CALL_PATHS.mine}?enters=${encodeURIComponent(documentId)}#enters`
