import type { SubmissionResult } from '@conform-to/react'
import { getFormProps } from '@conform-to/react'
import { DIGEST_DAY_LABELS, DIGEST_DAYS, DIGEST_FREQUENCIES, DIGEST_FREQUENCY_LABELS, type DigestPreferencesInput } from '@talentstad/types'
import { Form } from 'react-router'
import { FormErrors, RadioGroupField, SubmitButton } from '~/components/forms'
import { SelectField } from '~/components/profile/choice-fields'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { ALERT_INTENTS } from '~/lib/mailings/alert-intents'

/**
 * How often the member gets the e-mail with what is new for them, and on which day: on
 * /profiel/meldingen and on the page a mail's link opens without logging in.
 */
export function DigestForm({
  id,
  defaults,
  lastResult,
}: {
  id: string
  defaults: DigestPreferencesInput
  lastResult?: SubmissionResult<string[]> | null
}) {
  const { form, pending } = useConformForm({ id, lastResult, defaultValue: { ...defaults, digestDay: String(defaults.digestDay) } })
  const errors = form.allErrors
  return (
    <Form method="post" className="ts-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={ALERT_INTENTS.digest} />
      <RadioGroupField
        legend="Hoe vaak wil je een e-mail met wat nieuw is voor jou?"
        name="digestFrequency"
        errorId={`${id}-digestFrequency-error`}
        options={DIGEST_FREQUENCIES.map((value) => ({ value, label: DIGEST_FREQUENCY_LABELS[value] }))}
        defaultValue={defaults.digestFrequency}
        errors={errors.digestFrequency}
      />
      <SelectField
        id={`${id}-digestDay`}
        label="Op welke dag komt de wekelijkse e-mail?"
        help="De e-mail komt ’s ochtends, en alleen als er iets nieuws is."
        emptyLabel="Kies een dag"
        options={DIGEST_DAYS.map((day) => ({ value: String(day), label: DIGEST_DAY_LABELS[day]! }))}
        errors={errors.digestDay}
        selectProps={{ name: 'digestDay', defaultValue: String(defaults.digestDay) }}
      />
      <SubmitButton pending={pending}>Opslaan</SubmitButton>
    </Form>
  )
}
