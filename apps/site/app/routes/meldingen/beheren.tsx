import { ALERT_MESSAGES, MAILING_MESSAGES } from '@talentstad/types'
import { data, Link, useActionData, useLoaderData } from 'react-router'
import { DigestForm } from '~/components/mailings/digest-form'
import { Notice } from '~/components/ui/notice'
import type { FormReply } from '~/lib/forms/form-reply'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { AlertDeleteFormSchema, DigestFormSchema } from '~/lib/mailings/alert-forms'
import { ALERT_INTENTS } from '~/lib/mailings/alert-intents'
import {
  getMailPreferencesByToken,
  isMailToken,
  removeAlertByToken,
  setMailPreferencesByToken,
} from '~/lib/mailings/mail-preferences.server'
import { AlertList } from '~/components/mailings/alert-list'
import { withThemeNames } from '~/lib/mailings/alert-views.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'
import { loaderAndActionHeaders, TOKEN_PAGE_HEADERS } from '~/lib/http/headers'
import type { Route } from './+types/beheren'

export const meta: Route.MetaFunction = () => [...titleMeta('Je e-mails'), { name: 'robots', content: 'noindex' }]

export const headers = loaderAndActionHeaders

/**
 * The page a digest's 'Kies hoe vaak je deze e-mail krijgt' opens, without logging in (as GOV.UK's
 * e-mail alerts): the link's signed token allows managing these mails and nothing else.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const result = isMailToken(token) ? await getMailPreferencesByToken(token, request.signal) : null
  if (!result?.ok) return data({ preferences: null }, { status: 400, headers: TOKEN_PAGE_HEADERS })
  const preferences = result.data.data
  return data({ preferences: { ...preferences, alerts: await withThemeNames(preferences.alerts) } }, { headers: TOKEN_PAGE_HEADERS })
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  const form = await parseForm(request, {
    schema: (formData) => (formData.get('intent') === ALERT_INTENTS.remove ? AlertDeleteFormSchema : DigestFormSchema),
  })
  if (!form.ok) return data<FormReply>({ result: form.result }, { status: form.status, headers: TOKEN_PAGE_HEADERS })
  const value = form.value
  const result = !isMailToken(token)
    ? null
    : value.intent === ALERT_INTENTS.remove
      ? await removeAlertByToken(token, value.alertId, request.signal)
      : await setMailPreferencesByToken(token, { digestFrequency: value.digestFrequency, digestDay: value.digestDay }, request.signal)
  if (!result?.ok) {
    const message = !result || result.status === 401 ? MAILING_MESSAGES.invalidLink : failureMessage(result)
    return data<FormReply>(
      { result: form.submission.reply({ formErrors: [message] }) },
      { status: result ? failureStatus(result) : 400, headers: TOKEN_PAGE_HEADERS },
    )
  }
  return redirectWithToast(`${url.pathname}${url.search}`, {
    type: 'success',
    title: value.intent === ALERT_INTENTS.remove ? ALERT_MESSAGES.deleted : MAILING_MESSAGES.saved,
  })
}

export default function Component() {
  const { preferences } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="ts-page-content ts-stack ts-profile">
      <h1 className="utrecht-heading-1">Je e-mails</h1>
      {preferences ? (
        <>
          <p className="utrecht-paragraph utrecht-paragraph--lead">
            {preferences.firstName ? `Hoi ${preferences.firstName}, kies` : 'Kies'} hoe vaak je een e-mail krijgt met wat nieuw is voor jou.
            Hiervoor hoef je niet in te loggen.
          </p>
          <DigestForm id="beheren" defaults={preferences} lastResult={actionData?.result} />
          {preferences.alerts.length ? (
            <section className="ts-stack" aria-labelledby="beheren-zoekopdrachten">
              <h2 id="beheren-zoekopdrachten" className="utrecht-heading-2">
                Je zoekopdrachten
              </h2>
              <AlertList alerts={preferences.alerts} editable={false} />
            </section>
          ) : null}
        </>
      ) : (
        <Notice kind="error" testId="mail-link-invalid">
          <p className="utrecht-paragraph utrecht-alert__message">{MAILING_MESSAGES.invalidLink}</p>
          <p className="utrecht-paragraph utrecht-alert__message">
            <Link className="utrecht-link" to={PATHS.mailSettings}>
              Naar je meldingen (inloggen)
            </Link>
          </p>
        </Notice>
      )}
    </div>
  )
}
