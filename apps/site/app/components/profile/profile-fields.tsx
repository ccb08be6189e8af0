import { DIGEST_FREQUENCIES, DIGEST_FREQUENCY_LABELS, type ProfileOrganizationField } from '@talentstad/types'
import { ErrorList, RadioGroupField, type ListOfErrors } from '~/components/forms'
import { FileInput } from '~/components/ui/file-input'
import { CAREER_STAGE_LABELS, INTEREST_CHOICES, SHARING_LABELS, UNLISTED_ORGANIZATION_LABEL } from '~/lib/profile/forms'
import { asList, CheckboxGroupField, SelectField, type Choice } from './choice-fields'

/**
 * The field groups the onboarding steps share with /profiel/bewerken and /profiel/voorkeuren.
 * Each takes the initial values (from the profile, or from a refused submission) and the Dutch
 * errors per field, so a refused form shows again with everything the member entered.
 */

type Errors = Record<string, ListOfErrors>
type Values = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const isOn = (value: unknown) => value === 'on' || value === true

export function AvatarField({ id, errors, required }: { id: string; errors?: ListOfErrors; required?: boolean }) {
  return <FileInput id={id} name="file" label="Profielfoto" errors={errors} required={required} round />
}

const DIRECTORY_LABELS: Record<ProfileOrganizationField, string> = {
  educationInstitute: 'Onderwijsinstelling',
  company: 'Bedrijf',
  studentAssociation: 'Studentenorganisatie',
}

export function CareerFields({
  idPrefix,
  values,
  errors,
  directory,
}: {
  idPrefix: string
  values: Values
  errors: Errors
  directory: Record<ProfileOrganizationField, Choice[]>
}) {
  const careerStage = text(values.careerStage)
  return (
    <>
      <RadioGroupField
        key={`careerStage-${careerStage ?? ''}`}
        legend="Wat past het best bij je?"
        name="careerStage"
        options={Object.entries(CAREER_STAGE_LABELS).map(([value, label]) => ({ value, label }))}
        defaultValue={careerStage}
        errors={errors.careerStage}
        errorId={`${idPrefix}-careerStage-error`}
      />
      {(Object.keys(DIRECTORY_LABELS) as ProfileOrganizationField[]).map((field) => (
        <SelectField
          key={field}
          id={`${idPrefix}-${field}`}
          label={DIRECTORY_LABELS[field]}
          emptyLabel="Geen of staat er niet bij"
          options={directory[field]}
          errors={errors[field]}
          selectProps={{ name: field, defaultValue: text(values[field]) ?? '', key: `${field}-${text(values[field]) ?? ''}` }}
        />
      ))}
      <div className="ts-field">
        <label className="ts-field__label" htmlFor={`${idPrefix}-unlisted`}>
          {UNLISTED_ORGANIZATION_LABEL}
        </label>
        <input
          key={`unlisted-${text(values.unlistedOrganizationName) ?? ''}`}
          id={`${idPrefix}-unlisted`}
          name="unlistedOrganizationName"
          type="text"
          maxLength={160}
          defaultValue={text(values.unlistedOrganizationName) ?? ''}
          className="utrecht-textbox ts-field__control"
          aria-invalid={errors.unlistedOrganizationName?.some(Boolean) || undefined}
          aria-describedby={errors.unlistedOrganizationName?.some(Boolean) ? `${idPrefix}-unlisted-error` : undefined}
        />
        <ErrorList id={`${idPrefix}-unlisted-error`} errors={errors.unlistedOrganizationName} />
      </div>
    </>
  )
}

export function SharingFields({ idPrefix, values }: { idPrefix: string; values: Values }) {
  return (
    <fieldset className="ts-field ts-fieldset">
      <legend className="ts-field__label">Wat mag je delen als je op een oproep reageert?</legend>
      {/* One option per row, as in the other choice groups (each its own yes/no field). */}
      {(Object.keys(SHARING_LABELS) as Array<keyof typeof SHARING_LABELS>).map((name) => (
        <label key={`${name}-${String(isOn(values[name]))}`} className="ts-radio">
          <input type="checkbox" id={`${idPrefix}-${name}`} name={name} defaultChecked={isOn(values[name])} />
          {SHARING_LABELS[name]}
        </label>
      ))}
    </fieldset>
  )
}

/** Whether Voor jou and the mails use the interests above (/profiel/voorkeuren only). */
export function FeedFields({ idPrefix, values }: { idPrefix: string; values: Values }) {
  return (
    <fieldset className="ts-field ts-fieldset">
      <legend className="ts-field__label">Voor jou</legend>
      <label key={`ignoreInterests-${String(isOn(values.ignoreInterests))}`} className="ts-radio">
        <input
          type="checkbox"
          id={`${idPrefix}-ignoreInterests`}
          name="ignoreInterests"
          defaultChecked={isOn(values.ignoreInterests)}
          aria-describedby={`${idPrefix}-ignoreInterests-hint`}
        />
        Gebruik mijn interesses niet
      </label>
      <p id={`${idPrefix}-ignoreInterests-hint`} className="ts-field__help">
        Dan toont Voor jou alleen wat je volgt, en gebruiken we je interesses nergens anders voor.
      </p>
    </fieldset>
  )
}

/** Onboarding's last step: how often the digest comes, weekly unless the member chooses otherwise. */
export function DigestFrequencyField({ idPrefix, value, errors }: { idPrefix: string; value: unknown; errors: Errors[string] }) {
  return (
    <RadioGroupField
      legend="Nieuws per e-mail"
      help="We sturen je elke week een e-mail met wat nieuw is voor jou, alleen als er iets nieuws is. Liever elke dag of nooit? Kies het hier; je kunt het altijd wijzigen bij Meldingen."
      name="digestFrequency"
      errorId={`${idPrefix}-digestFrequency-error`}
      options={DIGEST_FREQUENCIES.map((frequency) => ({ value: frequency, label: DIGEST_FREQUENCY_LABELS[frequency] }))}
      defaultValue={typeof value === 'string' ? value : 'weekly'}
      errors={errors}
    />
  )
}

export function InterestFields({
  idPrefix,
  values,
  errors,
  themes,
}: {
  idPrefix: string
  values: Values
  errors: Errors
  themes: Choice[]
}) {
  const interests = asList(values.interests)
  const chosenThemes = asList(values.themes)
  return (
    <>
      <CheckboxGroupField
        key={`interests-${interests.join()}`}
        id={`${idPrefix}-interests`}
        legend="Waar wil je over horen?"
        name="interests"
        options={INTEREST_CHOICES}
        checked={interests}
        errors={errors.interests}
      />
      <CheckboxGroupField
        key={`themes-${chosenThemes.join()}`}
        id={`${idPrefix}-themes`}
        legend="Welke thema’s interesseren je?"
        name="themes"
        options={themes}
        checked={chosenThemes}
        errors={errors.themes}
      />
    </>
  )
}
