import { getFormProps, getInputProps } from '@conform-to/react'
import { DigestToolSchema } from '@talentstad/types'
import { Form, useActionData, useLoaderData } from 'react-router'
import { Field, FormErrors, SubmitButton } from '~/components/forms'
import { Notice } from '~/components/ui/notice'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { loadDigestTool, runDigestsAction } from './nieuwsbrief.server'
import type { Route } from './+types/nieuwsbrief'

export const meta: Route.MetaFunction = () => titleMeta('Nieuwsbrief')

export function loader({ request }: Route.LoaderArgs) {
  return loadDigestTool(request)
}

export function action({ request }: Route.ActionArgs) {
  return runDigestsAction(request)
}

export default function Component() {
  const { email, preview, unknown, invalid } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({ id: 'nieuwsbrief-run', schema: DigestToolSchema, lastResult: actionData?.result })
  const run = actionData && 'run' in actionData ? actionData.run : undefined
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Nieuwsbrief</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Bekijk welke e-mail een lid nu zou krijgen met wat nieuw is voor hem of haar, of verstuur de e-mails nu om te testen. Een lid krijgt
        er per week of dag hooguit één.
      </p>

      <section className="ts-stack" aria-labelledby="voorbeeld">
        <h2 id="voorbeeld" className="utrecht-heading-2">
          Voorbeeld voor een lid
        </h2>
        <Form method="get" className="ts-form">
          <Field
            label="E-mailadres van het lid"
            errors={invalid ? ['Vul een geldig e-mailadres in.'] : unknown ? ['Er is geen lid met dit e-mailadres.'] : undefined}
            inputProps={{ id: 'voorbeeld-email', name: 'email', type: 'email', defaultValue: email ?? '', autoComplete: 'off' }}
          />
          <SubmitButton>Voorbeeld tonen</SubmitButton>
        </Form>
        {email && !unknown ? (
          preview ? (
            <div className="ts-stack" data-testid="digest-preview">
              <h3 className="utrecht-heading-3">{preview.subject}</h3>
              <pre className="ts-mail-preview">{preview.text}</pre>
            </div>
          ) : (
            <Notice testId="digest-preview-empty">
              <p className="utrecht-paragraph utrecht-alert__message">Er is nu niets nieuws voor dit lid: er gaat geen e-mail.</p>
            </Notice>
          )
        ) : null}
      </section>

      <section className="ts-stack" aria-labelledby="versturen">
        <h2 id="versturen" className="utrecht-heading-2">
          Nu versturen
        </h2>
        <Form method="post" className="ts-form" {...getFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field
            label="Alleen aan dit lid (e-mailadres)"
            help="Leeg: aan iedereen van wie de e-mail nu klaarstaat."
            errors={fields.email.errors}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
          />
          <SubmitButton pending={pending}>Nu versturen</SubmitButton>
        </Form>
        {actionData && 'run' in actionData && run === null ? (
          <Notice kind="ok" role="status" testId="digest-run">
            <p className="utrecht-paragraph utrecht-alert__message">
              De e-mails voor iedereen worden nu verstuurd; dat kan even duren. Ieder lid krijgt er per periode hooguit één.
            </p>
          </Notice>
        ) : null}
        {run ? (
          <Notice kind="ok" role="status" testId="digest-run">
            <p className="utrecht-paragraph utrecht-alert__message">
              Nieuwsbrief: verstuurd {run.digests.sent}, niets nieuws {run.digests.empty}, mislukt (later opnieuw) {run.digests.failed}, al
              gedaan of bezig {run.digests.skipped}. Meldingen: verstuurd {run.alerts.sent}, mislukt {run.alerts.failed}. Herinneringen aan
              evenementen: verstuurd {run.reminders.sent}, mislukt {run.reminders.failed}.
            </p>
          </Notice>
        ) : null}
      </section>
    </div>
  )
}
