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
 * A digest's or an alert's unsubscribe address (its List-Unsubscribe header and its link). Opening
 * it changes nothing (a mail scanner or a preview opens links): it says what the link would stop.
 * The button, or a mail program's one-click POST (RFC 8058, `List-Unsubscribe=One-Click`), stops
 * it. No login: the token allows this only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const result = isMailToken(token) ? await checkUnsubscribeToken(token, request.signal) : null
  if (!result?.ok) return data({ what: null }, { status: !result || result.status === 401 ? 400 : 503, headers: TOKEN_PAGE_HEADERS })
  return data({ what: result.data.data }, { headers: TOKEN_PAGE_HEADERS })
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const result = isMailToken(token) ? await unsubscribeByToken(token) : null
  if (result?.ok) return data({ done: true, failed: null }, { headers: TOKEN_PAGE_HEADERS })
  const invalid = !result || result.status === 401
  return data(
    { done: false, failed: invalid ? MAILING_MESSAGES.invalidLink : MAILING_MESSAGES.unavailable },
    { status: invalid ? 400 : 503, headers: TOKEN_PAGE_HEADERS },
  )
}

export default function Component() {
  const { what } = useLoaderData<typeof loader>()
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
          <p className="utrecht-paragraph utrecht-alert__message">{result?.failed ?? MAILING_MESSAGES.invalidLink}</p>
        </Notice>
      )}
    </div>
  )
}
