import { EVENT_CAPACITY_MAX, REGISTRATION_QUESTION_MAX } from '@talentstad/types'
import { CheckboxField, Field, type ListOfErrors } from '~/components/forms'
import type { ContentFormValues } from '~/lib/member-content/content-form'

type SignUpValues = Pick<
  ContentFormValues,
  'signUpEnabled' | 'capacity' | 'waitingList' | 'signUpClosesAt' | 'askEmail' | 'askPhone' | 'signUpQuestion'
>

/**
 * An event's sign-up settings on the content form's second step (issue 31): whether members sign
 * up on the platform, the places (empty: unlimited), a waiting list, when sign-up closes (empty: at
 * the start), what attendees are asked to share and an optional question. All shown at once, so
 * the form works the same without JavaScript; the CMS ignores the rest while sign-up is off.
 */
export function EventSignUpFields({ values, errors }: { values: SignUpValues; errors: Record<string, ListOfErrors | undefined> }) {
  const checkbox = (name: 'signUpEnabled' | 'waitingList' | 'askEmail' | 'askPhone', label: string) => (
    <CheckboxField
      label={label}
      errors={errors[name]}
      inputProps={{ key: `${name}-${values[name]}`, id: `content-${name}`, name, defaultChecked: values[name] }}
    />
  )
  return (
    <fieldset className="ts-field ts-fieldset ts-sign-up-fields">
      <legend className="ts-field__label">Aanmelden</legend>
      <p className="ts-field__help">
        Laat leden zich hier aanmelden: je ziet wie er komt, met een wachtlijst als het vol is. Geen aanmelding nodig, of gaat die via een
        andere site? Laat het dan uit en gebruik de link hierboven.
      </p>
      {checkbox('signUpEnabled', 'Leden melden zich aan via Talentstad')}
      <Field
        label="Aantal plekken (niet verplicht)"
        help="Leeg laten voor onbeperkt."
        errors={errors.capacity}
        inputProps={{
          key: `capacity-${values.capacity}`,
          id: 'content-capacity',
          name: 'capacity',
          type: 'number',
          inputMode: 'numeric',
          min: 1,
          max: EVENT_CAPACITY_MAX,
          step: 1,
          defaultValue: values.capacity,
        }}
      />
      {checkbox('waitingList', 'Wachtlijst als het vol is')}
      <Field
        label="Aanmelden sluit (niet verplicht)"
        help="Leeg laten: tot het begin van het evenement."
        errors={errors.signUpClosesAt}
        inputProps={{
          key: `signUpClosesAt-${values.signUpClosesAt}`,
          id: 'content-signUpClosesAt',
          name: 'signUpClosesAt',
          type: 'datetime-local',
          defaultValue: values.signUpClosesAt,
        }}
      />
      <p className="ts-field__help">Vraag deelnemers om te delen (ze kiezen zelf of ze het doen):</p>
      {checkbox('askEmail', 'Hun e-mailadres')}
      {checkbox('askPhone', 'Hun telefoonnummer')}
      <Field
        label="Vraag aan deelnemers (niet verplicht)"
        help="Bijvoorbeeld: Wat wil je leren? Het antwoord zie je in de lijst met aanmeldingen."
        errors={errors.signUpQuestion}
        inputProps={{
          key: `signUpQuestion-${values.signUpQuestion}`,
          id: 'content-signUpQuestion',
          name: 'signUpQuestion',
          maxLength: REGISTRATION_QUESTION_MAX,
          defaultValue: values.signUpQuestion,
        }}
      />
    </fieldset>
  )
}
