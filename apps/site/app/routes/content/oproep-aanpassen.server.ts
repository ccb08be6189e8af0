import { contentFormAction, loadEditPage } from '~/lib/member-content/content-form.server'

/**
 * /oproepen/:id/aanpassen (id = the call's documentId): the content form prefilled. Only the author,
 * or for an organisation's call its contentManager or admin, may open it (the CMS's is-author policy
 * decides; others get the Dutch 403 page, anonymous visitors the sign-in redirect).
 */
export const loadEditCallPage = (request: Request, documentId: string | undefined) => loadEditPage(request, documentId)
export const editCallAction = (request: Request, documentId: string | undefined) =>
  contentFormAction(request, { documentId: documentId ?? '' })
