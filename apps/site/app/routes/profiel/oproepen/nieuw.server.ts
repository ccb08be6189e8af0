import { contentFormAction, loadCreatePage } from '~/lib/member-content/content-form.server'

/** /profiel/oproepen/nieuw: the content form for a new call (lib/member-content/content-form.server.ts). */
export const loadNewCallPage = loadCreatePage
export const newCallAction = (request: Request) => contentFormAction(request, {})
