import { getFormProps, getInputProps } from '@conform-to/react'
import { DigestRunSchema } from '@talentstad/types'
import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { Field, FormErrors, SubmitButton } from '~/components/forms'
import { Notice } from '~/components/ui/notice'
import { inBrowser } from '~/lib/forms/in-browser'
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
  const { form, fields, pending } = useConformForm({
    id: 'nieuwsbrief-run',
    schema: inBrowser(DigestRunSchema),
    lastResult: actionData?.result,
  })
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
              {/* The mail as the member's mail client shows it: its own HTML, in a frame that runs nothing and opens nothing. */}
              <iframe className="ts-mail-preview" title={`Voorbeeld van de e-mail: ${preview.subject}`} sandbox="" srcDoc={preview.html} />
              <details className="ts-mail-preview__text">
                <summary>De tekstversie</summary>
                <pre className="ts-mail-preview ts-mail-preview--text">{preview.text}</pre>
              </details>
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
            help="Een test: dit lid krijgt nu de nieuwsbrief, meldingen en herinneringen die voor hem of haar klaarstaan. Leeg: de nieuwsbrief aan iedereen; je bevestigt dat eerst."
            errors={fields.email.errors}
            inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
          />
          <SubmitButton pending={pending}>Nu versturen</SubmitButton>
        </Form>
        {actionData?.confirm ? <ConfirmEveryone members={actionData.confirm.members} /> : null}
        {actionData?.sentence ? (
          <Notice kind="ok" role="status" testId="digest-run">
            {actionData.sentence}
          </Notice>
        ) : null}
        {actionData?.sendingToEveryone ? (
          <Notice kind="ok" role="status" testId="digest-run">
            {actionData.sendingToEveryone === 'started'
              ? 'De nieuwsbrief wordt nu verstuurd aan iedereen van wie hij klaarstaat; dat kan even duren. Ieder lid krijgt er per periode hooguit één.'
              : 'De nieuwsbrief wordt al verstuurd. Ieder lid krijgt er per periode hooguit één.'}
          </Notice>
        ) : null}
      </section>
    </div>
  )
}

/** The second step of sending to everyone: how many members it mails, and a button that says so. */
function ConfirmEveryone({ members }: { members: number }) {
  if (members === 0)
    return (
      <Notice role="status" testId="digest-confirm">
        Er staat nu voor niemand een nieuwsbrief klaar: die van deze periode is verstuurd, of de dag ervan is nog niet begonnen (vanaf 7.00
        uur). Er gaat niets.
      </Notice>
    )
  const whom = members === 1 ? '1 lid' : `${members} leden`
  return (
    <Notice kind="warning" role="status" testId="digest-confirm" heading={`Nieuwsbrief versturen aan ${whom}?`}>
      <p className="utrecht-paragraph utrecht-alert__message">
        De nieuwsbrief van deze periode staat klaar voor {whom}. Wie niets nieuws heeft, krijgt hem niet. Meldingen en herinneringen gaan op
        hun eigen tijd.
      </p>
      <Form method="post" className="ts-actions">
        <input type="hidden" name="everyone" value="true" />
        <SubmitButton>Verstuur aan {whom}</SubmitButton>
        <Link to="." className="utrecht-link">
          Niet versturen
        </Link>
      </Form>
    </Notice>
  )
}
