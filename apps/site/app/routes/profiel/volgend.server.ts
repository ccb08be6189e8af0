import { FOLLOW_MESSAGES, ORGANIZATION_TYPE_LABELS } from '@talentstad/types'
import { data } from 'react-router'
import { requireUser } from '~/lib/auth/auth.server'
import { isDocumentId } from '~/lib/cms/member-api.server'
import { getThemes } from '~/lib/content/content.server'
import { organizationPath } from '~/lib/content/paths'
import { FOLLOW_TOASTS, FollowFormSchema } from '~/lib/follows/follow-form'
import { getMyFollows, setFollow } from '~/lib/follows/follows.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { failureMessage, failureStatus, formError, parseForm } from '~/lib/forms/parse-form.server'
import { withPageErrors } from '~/lib/cms/page-errors.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'

/** /profiel/volgend: the organisations the member follows, and every theme with whether they follow it. */
export async function loadFollows(request: Request) {
  const { jwt } = await requireUser(request)
  const [follows, themes] = await Promise.all([getMyFollows({ jwt, signal: request.signal }), withPageErrors(() => getThemes())])
  const followed = new Set(follows.themes.map((theme) => theme.documentId))
  return {
    organizations: follows.organizations.map((organization) => ({
      id: organization.documentId,
      name: organization.name,
      type: ORGANIZATION_TYPE_LABELS[organization.type],
      href: organizationPath(organization.type, organization.slug),
    })),
    // Every theme, followed or not: a theme is followed from here.
    themes: themes.map((theme) => ({
      id: theme.documentId,
      name: theme.name,
      href: `${PATHS.community}?thema=${encodeURIComponent(theme.slug)}`,
      following: followed.has(theme.documentId),
    })),
  }
}

/**
 * Follow or stop following (the button on a public page and the rows here): back to the page the
 * form came from (a path on this site) with a toast, or here.
 */
export async function followAction(request: Request) {
  const { jwt } = await requireUser(request)
  const form = await parseForm(request, { schema: FollowFormSchema })
  if (!form.ok) return data<FormReply>({ result: form.result }, { status: form.status })
  const { target, documentId, following, redirectTo } = form.value
  if (!isDocumentId(documentId)) return data<FormReply>({ result: formError(FOLLOW_MESSAGES.unknownTarget) }, { status: 400 })
  const result = await setFollow({ jwt, signal: request.signal }, { target, documentId, following })
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    return data<FormReply>({ result: form.submission.reply({ formErrors: [failureMessage(result)] }) }, { status: failureStatus(result) })
  }
  return redirectWithToast(redirectTo || PATHS.follows, {
    type: 'success',
    title: FOLLOW_TOASTS[target][String(following) as 'true' | 'false'],
  })
}
