import { MAILING_MESSAGES } from '@talentstad/types'
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { SubmitButton } from '~/components/forms'
import { Notice } from '~/components/ui/notice'
import { checkUnsubscribeToken, isMailToken, unsubscribeByToken } from '~/lib/mailings/mail-preferences.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { loaderAndActionHeaders, TOKEN_PAGE_HEADERS } from '~/lib/http/headers'
import type { Route } from './+types/afmelden'

export const meta: Route.MetaFunction = () => [...titleMeta('Afmelden'), { name: 'robots', content: 'noindex' }]

export const headers = loaderAndActionHeaders

/**
 * Why a link does nothing, and the status: not a genuine token (400), a digest link from a mail
 * older than the member's own choice to get the digest again (410: that choice stands), or the CMS
 * failed (503).
 */
function refusal(result: { status: number } | null) {
  if (!result || result.status === 401) return { failed: MAILING_MESSAGES.invalidLink, status: 400 }
  if (result.status === 410) return { failed: MAILING_MESSAGES.outdatedLink, status: 410 }
  return { failed: MAILING_MESSAGES.unavailable, status: 503 }
}

/**
 * A digest's or an alert's unsubscribe address (its List-Unsubscribe header and its link). Opening
 * it changes nothing (a mail scanner or a preview opens links): it says what the link would stop.
 * The button, or a mail program's one-click POST (RFC 8058, `List-Unsubscribe=One-Click`), stops
 * it. No login: the token allows this only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const result = isMailToken(token) ? await checkUnsubscribeToken(token, request.signal) : null
  if (!result?.ok) {
    const { failed, status } = refusal(result)
    return data({ what: null, failed }, { status, headers: TOKEN_PAGE_HEADERS })
  }
  return data({ what: result.data.data, failed: null }, { headers: TOKEN_PAGE_HEADERS })
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const result = isMailToken(token) ? await unsubscribeByToken(token, request.signal) : null
  if (result?.ok) return data({ done: true, failed: null }, { headers: TOKEN_PAGE_HEADERS })
  const { failed, status } = refusal(result)
  return data({ done: false, failed }, { status, headers: TOKEN_PAGE_HEADERS })
}

export default function Component() {
  const { what, failed } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const pending = useNavigation().state === 'submitting'
  if (result?.done)
    return (
      <div className="ts-page-content ts-stack">
        <h1 className="utrecht-heading-1">Afgemeld</h1>
        <Notice kind="ok" role="status" testId="unsubscribed">
          <p className="utrecht-paragraph utrecht-alert__message">{MAILING_MESSAGES.unsubscribed}</p>
        </Notice>
        <p className="utrecht-paragraph">
          Toch weer e-mail ontvangen? Kies het bij je <Link to={PATHS.mailSettings}>meldingen</Link> (na inloggen).
        </p>
      </div>
    )
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Afmelden</h1>
      {what && !result?.failed ? (
        <>
          <p className="utrecht-paragraph utrecht-paragraph--lead">
            {what.kind === 'alert'
              ? `Wil je geen e-mails meer krijgen over je zoekopdracht ‘${what.name}’?`
              : 'Wil je de e-mail met wat nieuw is voor jou niet meer krijgen?'}
          </p>
          <Form method="post">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <SubmitButton pending={pending}>Afmelden</SubmitButton>
          </Form>
        </>
      ) : (
        <Notice kind="error" role="alert" testId="mail-link-invalid">
          <p className="utrecht-paragraph utrecht-alert__message">{result?.failed ?? failed ?? MAILING_MESSAGES.invalidLink}</p>
        </Notice>
      )}
    </div>
  )
}
