import { getFormProps } from '@conform-to/react'
import { MESSAGES } from '@talentstad/types'
import { Form, Link } from 'react-router'
import { ErrorList, FormErrors, HoneypotField } from '~/components/forms'
import { ResultNotice } from '~/components/frame/action-result'
import { CALL_PATHS } from '~/lib/calls/paths'
import type { EnterArea, EnterReply } from '~/lib/calls/enter-area'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { EnterList } from './enter-list'
import { StatusBadge } from '~/components/ui/badge'
import { Button, ButtonLink } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'

type FieldState = { invalid?: boolean; describedBy?: string; errors?: string[]; errorId: string }

/** One contact detail an enter may share: whether to share it, and its value (prefilled from the profile). */
function SharedDetail({
  toggle,
  input,
  label,
  field,
}: {
  toggle: { name: string; label: string; checked: boolean }
  input: { id: string; name: string; type: 'tel' | 'url'; autoComplete?: string; value: string; placeholder: string }
  label: string
  field: FieldState
}) {
  return (
    <div className="ts-enter-detail">
      <label className="ts-radio">
        <input type="checkbox" name={toggle.name} defaultChecked={toggle.checked} />
        {toggle.label}
      </label>
      <label className="ts-field__label ts-visually-hidden" htmlFor={input.id}>
        {label}
      </label>
      <input
        id={input.id}
        name={input.name}
        type={input.type}
        autoComplete={input.autoComplete}
        defaultValue={input.value}
        placeholder={input.placeholder}
        className="utrecht-textbox ts-field__control"
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

function EnterForm({ area, reply, action }: { area: Extract<EnterArea, { kind: 'open' }>; reply?: EnterReply; action: string }) {
  // The server alone checks an enter (EnterFormSchema in routes/oproepen/$slug.server.ts): with the schema here the
  // call page, which visitors open and every list prefetches, would load and build the shared
  // schemas (zod) for a form only a member sees. It checked on submit only, so a member sees the same
  // messages, from the server's reply.
  const { form, fields, pending } = useConformForm({
    id: 'enter',
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    browserConstraints: false,
  })
  const field = (name: 'sharedPhone' | 'sharedLinkedIn' | 'message'): FieldState => {
    const meta = (fields as unknown as Record<string, { errors?: string[]; errorId: string }>)[name]!
    const errors = meta.errors
    return {
      invalid: errors?.length ? true : undefined,
      describedBy: errors?.length ? meta.errorId : undefined,
      errors,
      errorId: meta.errorId,
    }
  }
  const phone = field('sharedPhone')
  const linkedIn = field('sharedLinkedIn')
  const message = field('message')
  return (
    <Form method="post" action={action} className="ts-form" {...getFormProps(form)}>
      <HoneypotField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="ts-field ts-fieldset">
        <legend className="ts-field__label">Welke contactgegevens deel je met de plaatser?</legend>
        <p className="ts-field__help" id="enter-share-help">
          Kies wat je deelt. Je kunt de gegevens hier aanpassen; je profiel blijft zoals het is.
        </p>
        <SharedDetail
          toggle={{ name: 'includePhone', label: 'Deel mijn telefoonnummer', checked: area.sharePhone }}
          input={{
            id: 'enter-phone',
            name: 'sharedPhone',
            type: 'tel',
            autoComplete: 'tel',
            value: area.phone,
            placeholder: '06 12345678',
          }}
          label="Telefoonnummer"
          field={phone}
        />
        <SharedDetail
          toggle={{ name: 'includeLinkedIn', label: 'Deel mijn LinkedIn-profiel', checked: area.shareLinkedIn }}
          input={{
            id: 'enter-linkedin',
            name: 'sharedLinkedIn',
            type: 'url',
            value: area.linkedIn,
            placeholder: 'https://www.linkedin.com/in/jouw-naam',
          }}
          label="LinkedIn-profiel"
          field={linkedIn}
        />
      </fieldset>
      <div className="ts-field">
        <label className="ts-field__label" htmlFor="enter-message">
          Bericht (niet verplicht)
        </label>
        <textarea
          id="enter-message"
          name="message"
          rows={4}
          maxLength={2000}
          className="utrecht-textbox ts-field__control"
          aria-invalid={message.invalid}
          aria-describedby={message.describedBy}
        />
        <ErrorList id={message.errorId} errors={message.errors} />
      </div>
      <Button type="submit" disabled={pending}>
        Enter versturen
      </Button>
    </Form>
  )
}

/** 'Reageer met een Enter' on a call page, by who is looking (lib/calls/enter-area.ts). */
export function EnterSection({ area, reply, action }: { area: EnterArea; reply?: EnterReply; action: string }) {
  return (
    <section className="ts-enter ts-stack" aria-labelledby="enter-kop" id="enter">
      {area.kind === 'author' ? (
        <>
          <h2 id="enter-kop" className="utrecht-heading-2">
            Enters op je oproep
          </h2>
          <p className="utrecht-paragraph">Alleen jij ziet dit. Je ziet alleen wat iemand heeft gekozen om te delen.</p>
          <EnterList enters={area.enters} />
        </>
      ) : (
        <h2 id="enter-kop" className="utrecht-heading-2">
          Reageer met een Enter
        </h2>
      )}
      {/* 'Je reactie is verstuurd.': the enter's result (docs/decisions/0037). */}
      <ResultNotice at="enter" />
      {area.kind === 'anonymous' ? (
        <p className="utrecht-paragraph">
          <ButtonLink to={area.loginHref}>Log in om te reageren</ButtonLink>
        </p>
      ) : null}
      {area.kind === 'entered' ? (
        <>
          {reply?.alreadyEntered ? (
            <Notice kind="warning" role="alert">
              {MESSAGES.alreadyEntered}
            </Notice>
          ) : null}
          <p className="utrecht-paragraph">
            <StatusBadge status="entered" testId="entered-badge" /> Je reageerde op {area.date}.
          </p>
          <p className="utrecht-paragraph">
            Je deelde:{' '}
            {[area.phone && `telefoon ${area.phone}`, area.linkedIn && `LinkedIn ${area.linkedIn}`].filter(Boolean).join(', ') ||
              'geen contactgegevens'}
            .{' '}
            <Link className="utrecht-link" to={CALL_PATHS.enters}>
              Bekijk je enters
            </Link>
          </p>
        </>
      ) : null}
      {area.kind === 'open' && reply?.alreadyEntered ? (
        // Entered meanwhile (another tab): the page's data is from before that.
        <>
          <Notice kind="warning" role="alert">
            {MESSAGES.alreadyEntered}
          </Notice>
          <p className="utrecht-paragraph">
            <StatusBadge status="entered" testId="entered-badge" />{' '}
            <Link className="utrecht-link" to={CALL_PATHS.enters}>
              Bekijk je enters
            </Link>
          </p>
        </>
      ) : null}
      {area.kind === 'open' && !reply?.alreadyEntered ? (
        <>
          <p className="utrecht-paragraph">Laat de plaatser weten dat je wilt helpen. Je reageert één keer per oproep.</p>
          <EnterForm area={area} reply={reply} action={action} />
        </>
      ) : null}
    </section>
  )
}
