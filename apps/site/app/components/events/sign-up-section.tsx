import { getFormProps } from '@conform-to/react'
import { REGISTRATION_MESSAGES, type EventSignUpDto } from '@talentstad/types'
import { Form } from 'react-router'
import { CheckboxField, FormErrors, HoneypotField, TextareaField } from '~/components/forms'
import { ResultNotice, useResultArrival } from '~/components/frame/action-result'
import { Button, ButtonLink } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import type { FormReply } from '~/lib/forms/form-reply'
import { useConformForm } from '~/lib/forms/use-conform-form'
import type { SignUpArea } from '~/lib/events/sign-up-form'

/** What the places say: 'Nog 4 plekken vrij', 'Vol — zet je op de wachtlijst', 'Vol'; nothing when unlimited. */
function placesText(signUp: EventSignUpDto) {
  if (signUp.placesLeft === null) return null
  if (signUp.placesLeft > 0) return REGISTRATION_MESSAGES.placesLeft(signUp.placesLeft)
  return signUp.waitingList ? REGISTRATION_MESSAGES.fullWithList : REGISTRATION_MESSAGES.full
}

function SignUpForm({ signUp, reply, action }: { signUp: EventSignUpDto; reply?: FormReply; action: string }) {
  // Checked by the server alone (SignUpFormSchema in routes/evenementen/$slug.server.ts), as the call page's enter form.
  const { form, fields, pending } = useConformForm({ id: 'aanmelden', lastResult: reply?.result, shouldValidate: 'onSubmit' })
  const full = signUp.placesLeft === 0
  const errorsOf = (name: string) => (fields as unknown as Record<string, { errors?: string[] }>)[name]?.errors
  return (
    <Form method="post" action={`${action}#aanmelden`} className="ts-form" {...getFormProps(form)}>
      <HoneypotField />
      <input type="hidden" name="intent" value="sign-up" />
      <FormErrors id={form.errorId} errors={form.errors} />
      {signUp.askEmail || signUp.askPhone ? (
        <fieldset className="ts-field ts-fieldset">
          <legend className="ts-field__label">Wat deel je met de organisator?</legend>
          <p className="ts-field__help">De organisator ziet je naam en alleen wat je hier aanvinkt.</p>
          {signUp.askEmail ? (
            <CheckboxField label="Deel mijn e-mailadres" inputProps={{ id: 'aanmelden-email', name: 'shareEmail', defaultChecked: true }} />
          ) : null}
          {signUp.askPhone ? (
            <CheckboxField
              label="Deel mijn telefoonnummer"
              inputProps={{ id: 'aanmelden-telefoon', name: 'sharePhone', defaultChecked: true }}
            />
          ) : null}
        </fieldset>
      ) : null}
      {signUp.question ? (
        <TextareaField
          label={`${signUp.question} (niet verplicht)`}
          errors={errorsOf('answer')}
          textareaProps={{ id: 'aanmelden-antwoord', name: 'answer', rows: 3, maxLength: 500 }}
        />
      ) : null}
      <Button type="submit" disabled={pending}>
        {full ? 'Zet me op de wachtlijst' : 'Aanmelden'}
      </Button>
    </Form>
  )
}

function CancelForm({ action, label }: { action: string; label: string }) {
  return (
    <Form method="post" action={`${action}#aanmelden`}>
      <HoneypotField />
      <input type="hidden" name="intent" value="cancel" />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </Form>
  )
}

/** 'Aanmelden' on an event page, by who is looking (routes/evenementen/$slug.server.ts); nothing for an event without sign-up here. */
export function SignUpSection({ area, reply, action }: { area: SignUpArea; reply?: FormReply; action: string }) {
  // A sign-up's result is the box that says the member's place: said once, with the cursor on it.
  const arrived = useResultArrival('aanmelden')
  if (area.kind === 'none') return null
  return (
    <section className="ts-sign-up ts-stack" aria-labelledby="aanmelden-kop" id="aanmelden" data-testid="sign-up">
      <h2 id="aanmelden-kop" className="utrecht-heading-2">
        Aanmelden
      </h2>
      {area.kind === 'member' && area.mine ? null : <ResultNotice at="aanmelden" />}
      {area.kind === 'anonymous' ? (
        <>
          {area.signUp && !area.signUp.open ? (
            <p className="utrecht-paragraph">{REGISTRATION_MESSAGES.closed}</p>
          ) : (
            <>
              {area.signUp && placesText(area.signUp) ? (
                <p className="utrecht-paragraph" data-testid="places">
                  <strong>{placesText(area.signUp)}</strong>
                </p>
              ) : null}
              <p className="utrecht-paragraph">
                <ButtonLink to={area.loginHref}>Log in om je aan te melden</ButtonLink>
              </p>
            </>
          )}
        </>
      ) : area.mine?.state === 'confirmed' ? (
        <>
          <Notice kind="ok" heading={REGISTRATION_MESSAGES.confirmed} role="status" focusable ref={arrived} testId="sign-up-state">
            <p className="utrecht-paragraph">
              Je krijgt een dag van tevoren een herinnering. Kun je toch niet, meld je dan af: je plek gaat naar de wachtlijst.
            </p>
          </Notice>
          <CancelForm action={action} label="Afmelden" />
        </>
      ) : area.mine?.state === 'waiting' ? (
        <>
          <Notice
            kind="info"
            heading={REGISTRATION_MESSAGES.waiting(area.mine.waitingPosition ?? 1)}
            role="status"
            focusable
            ref={arrived}
            testId="sign-up-state"
          >
            <p className="utrecht-paragraph">Komt er een plek vrij, dan ben je meteen aangemeld en krijg je een e-mail.</p>
          </Notice>
          <CancelForm action={action} label="Afmelden voor de wachtlijst" />
        </>
      ) : !area.signUp.open ? (
        <p className="utrecht-paragraph">{REGISTRATION_MESSAGES.closed}</p>
      ) : area.signUp.placesLeft === 0 && !area.signUp.waitingList ? (
        <p className="utrecht-paragraph">{REGISTRATION_MESSAGES.full}</p>
      ) : (
        <>
          {placesText(area.signUp) ? (
            <p className="utrecht-paragraph" data-testid="places">
              <strong>{placesText(area.signUp)}</strong>
            </p>
          ) : null}
          <SignUpForm signUp={area.signUp} reply={reply} action={action} />
        </>
      )}
    </section>
  )
}
