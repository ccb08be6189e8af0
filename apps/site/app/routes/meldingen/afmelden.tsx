import { MAILING_MESSAGES } from '@talentstad/types'
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { SubmitButton } from '~/components/forms'
import { Notice } from '~/components/ui/notice'
import { isMailToken, unsubscribeByToken } from '~/lib/mailings/mail-preferences.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import type { Route } from './+types/afmelden'

export const meta: Route.MetaFunction = () => [...titleMeta('Afmelden'), { name: 'robots', content: 'noindex' }]

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

/**
 * A digest's unsubscribe address (its List-Unsubscribe header and its link). Opening it changes
 * nothing (a mail scanner or a preview opens links); the button, or a mail client's one-click POST
 * (RFC 8058, `List-Unsubscribe=One-Click`), turns the digest off. No login: the token allows this only.
 */
export function loader({ request }: Route.LoaderArgs) {
  const valid = isMailToken(new URL(request.url).searchParams.get('token'))
  return data({ valid }, { status: valid ? 200 : 400, headers: PRIVATE })
}

export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const result = isMailToken(token) ? await unsubscribeByToken(token) : null
  if (result?.ok) return data({ done: true, failed: null }, { headers: PRIVATE })
  const failed = !result || result.status === 401 ? MAILING_MESSAGES.invalidLink : result.message
  return data({ done: false, failed }, { status: !result || result.status === 401 ? 400 : 503, headers: PRIVATE })
}

export default function Component() {
  const { valid } = useLoaderData<typeof loader>()
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
          Toch weer nieuws ontvangen? Kies het op je <Link to={PATHS.mailSettings}>meldingen</Link> (na inloggen).
        </p>
      </div>
    )
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Afmelden</h1>
      {valid && !result?.failed ? (
        <>
          <p className="utrecht-paragraph utrecht-paragraph--lead">Wil je de e-mail met wat nieuw is voor jou niet meer krijgen?</p>
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
