import {
  CONTENT_ROLES,
  DELETE_REASON_LABELS,
  MEMBER_ROLES,
  MESSAGES,
  CONTENT_TYPE_LABELS,
  PAGE_SIZE,
  CONTENT_MESSAGES,
} from '@talentstad/types'
import { data } from 'react-router'
import { requireOrganizationRole } from '~/lib/organizations/roles.server'
import { forbidden } from '~/lib/http/page-errors.server'
import { isDocumentId } from '~/lib/cms/member-api.server'
import { getOrganizationContent, removeCall } from '~/lib/member-content/member-content.server'
import { contentFormAction, loadCreatePage } from '~/lib/member-content/content-form.server'
import { EMPTY_CONTENT_FORM } from '~/lib/member-content/content-form'
import { contentEditPath } from '~/lib/content/paths'
import { callState, DeleteCallFormSchema } from '~/lib/calls/views'
import { requireUser } from '~/lib/auth/auth.server'
import { contentPath, organizationPath } from '~/lib/content/paths'
import { formatDutchDateTime } from '~/lib/dates'
import { FILTER_PARAMS, parsePage, searchForPage } from '~/lib/content/filters'
import { safeRedirect } from '~/lib/http/redirect.server'
import { failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

/**
 * /profiel/organisatie/:organizationId/content: the organisation's items for every member; its
 * contentManagers and admins also create (`?nieuw=1`, the content form of the calls with the
 * organisation chosen), edit (the calls' edit page) and delete with a reason (`?verwijderen=`).
 *
 * The list holds the organisation's items in every state but deleted (MEMBER_CONTENT_API.ofOrganization):
 * online ones link to their public page, a call in review or a rejected item shows its state.
 * PAGE_SIZE per page (`?page=2`, FILTER_PARAMS.page, as on the site's other lists); a page past
 * the last goes to the last one, as on the saved items page (after deleting the last item there).
 */
export async function loadContentPage(request: Request, organizationId: string | undefined) {
  const { organization, role } = await requireOrganizationRole(request, organizationId, MEMBER_ROLES)
  const canManage = CONTENT_ROLES.includes(role)
  const url = new URL(request.url)
  const page = parsePage(url.searchParams.get(FILTER_PARAMS.page))
  const here = ORGANIZATION_PAGES.content(organization.documentId)
  // Every state but deleted, straight from the CMS (never the public cache): the member sees their
  // own change at once, and a call in review or a rejected item with its reason shows too.
  const { jwt } = await requireUser(request)
  const listed = await getOrganizationContent({ jwt, signal: request.signal }, organization.documentId, page, PAGE_SIZE)
  const { total } = listed.meta.pagination
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  if (page > pageCount) throw safeRedirect(`${here}${searchForPage('', pageCount)}`)
  const items = listed.data.map((item) => ({
    id: item.documentId,
    title: item.title,
    typeLabel: CONTENT_TYPE_LABELS[item.type],
    href: item.online ? contentPath(item.type, item.slug) : null,
    editHref: contentEditPath(item.type, item.documentId),
    // An event's sign-ups (issue 31): the list is there whether or not sign-up is on (it says so).
    attendeesHref: item.type === 'CONTENT_TYPE_EVENT' ? ORGANIZATION_PAGES.attendees(organization.documentId, item.documentId) : null,
    date: formatDutchDateTime(item.createdAt),
    state: callState(item),
    rejectReason: item.reviewState === 'rejected' ? item.rejectReason : null,
  }))
  const deleteId = url.searchParams.get('verwijderen')
  const creating = canManage && url.searchParams.get('nieuw') === '1'
  const form = creating
    ? {
        ...(await loadCreatePage(request)),
        organizations: [{ value: organization.documentId, label: organization.name }],
        initial: { ...EMPTY_CONTENT_FORM, organization: organization.documentId, type: 'CONTENT_TYPE_NEWS' as const },
      }
    : null
  return {
    organization: { id: organization.documentId, name: organization.name, href: organizationPath(organization.type, organization.slug) },
    role,
    canManage,
    items,
    paging: { page, pageCount, total },
    pathname: here,
    // This page's address: the delete confirmation, its cancel link and the pagination keep it.
    search: searchForPage('', page),
    form,
    toDelete: canManage ? (items.find((item) => item.id === deleteId) ?? null) : null,
    reasons: Object.entries(DELETE_REASON_LABELS).map(([value, label]) => ({ value, label })),
  }
}

type DeleteReply = FormReply

export async function contentPageAction(request: Request, organizationId: string | undefined) {
  const { organization, role, caller } = await requireOrganizationRole(request, organizationId, MEMBER_ROLES)
  if (!CONTENT_ROLES.includes(role)) forbidden()
  const here = ORGANIZATION_PAGES.content(organization.documentId)
  const url = new URL(request.url)
  if (url.searchParams.has('verwijderen')) {
    // Back to the page the item was deleted from (the loader goes to the last page if it is gone).
    const back = `${here}${searchForPage('', parsePage(url.searchParams.get(FILTER_PARAMS.page)))}`
    const form = await parseForm(request, { schema: DeleteCallFormSchema })
    if (!form.ok) return data<DeleteReply>({ result: form.result }, { status: form.status })
    const { documentId, reason, explanation } = form.value
    if (!isDocumentId(documentId))
      return data<DeleteReply>({ result: form.submission.reply({ formErrors: [MESSAGES.itemDeleteFailed] }) }, { status: 400 })
    const result = await removeCall(caller, documentId, { reason, explanation })
    if (!result.ok)
      return data<DeleteReply>(
        { result: form.submission.reply({ formErrors: [MESSAGES.itemDeleteFailed] }) },
        { status: failureStatus(result) },
      )
    return redirectWithToast(back, { type: 'success', title: CONTENT_MESSAGES.deleted })
  }
  return contentFormAction(request, {
    done: (item) => ({ path: here, title: item.online ? 'Het item is geplaatst en staat online.' : CONTENT_MESSAGES.submitted }),
  })
}
