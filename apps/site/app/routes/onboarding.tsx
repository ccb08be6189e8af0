import { getFormProps } from '@conform-to/react'
import { MESSAGES, ONBOARDING_STEPS } from '@talentstad/types'
import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { AuthPage } from '~/components/auth-page'
import { FormErrors } from '~/components/forms'
import { Notice } from '~/components/ui/notice'
import { StepIndicator } from '~/components/ui/step-indicator'
import { AvatarField, CareerFields, DigestFrequencyField, InterestFields, SharingFields } from '~/components/profile/profile-fields'
import { Button, ButtonLink } from '~/components/ui/button'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { careerDefaults, onboardingInterestDefaults, sharingDefaults, stepUrl } from '~/lib/profile/forms'
import { ONBOARDING_STEP_NAMES } from '~/lib/profile/onboarding'
import { loadOnboarding, onboardingAction } from './onboarding.server'
import type { Route } from './+types/onboarding'

export const meta: Route.MetaFunction = () => titleMeta('Je account instellen')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadOnboarding(request)
}

export function action({ request }: Route.ActionArgs) {
  return onboardingAction(request)
}

const STEPS = ONBOARDING_STEP_NAMES
const INTROS = [
  'Met een foto herkennen anderen je in de community.',
  'Vertel waar je staat: studeer je, werk je, of allebei? Kies je onderwijsinstelling, bedrijf of studentenorganisatie.',
  'Kies welke contactgegevens je deelt als je op een oproep reageert. Je kunt dit later aanpassen.',
  'Kies waar je over wilt horen. Zo zie je wat bij je past.',
]

export default function Component() {
  const { step, profile, directory, themes, then } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const defaultValue =
    step === 2 ? careerDefaults(profile) : step === 3 ? sharingDefaults(profile) : step === 4 ? onboardingInterestDefaults(profile) : {}
  const { form, pending } = useConformForm({ focusOnArrival: true, id: `onboarding-${step}`, lastResult: actionData?.result, defaultValue })
  const values = (form.initialValue ?? {}) as Record<string, unknown>
  const errors = form.allErrors
  const stepFailed = form.errors?.includes(MESSAGES.onboardingStep)

  return (
    <AuthPage
      title="Je account instellen"
      intro="Rond de vier stappen af om je account te verifiëren. Je kunt elke stap overslaan en later terugkomen."
    >
      <StepIndicator steps={STEPS.map((label, index) => ({ label, to: stepUrl(index + 1, then) }))} current={step} />
      <h2 className="utrecht-heading-2">{STEPS[step - 1]}</h2>
      <p className="utrecht-paragraph">{INTROS[step - 1]}</p>
      <Form
        method="post"
        action={stepUrl(step, then)}
        className="ts-form"
        encType={step === 1 ? 'multipart/form-data' : undefined}
        {...getFormProps(form)}
      >
        {stepFailed ? (
          <Notice kind="error" id={form.errorId} role="alert" className="ts-form-errors">
            <p className="utrecht-paragraph utrecht-alert__message">
              {MESSAGES.onboardingStep} <Link to={PATHS.home}>Naar de homepage</Link>
            </p>
          </Notice>
        ) : (
          <FormErrors id={form.errorId} errors={form.errors} />
        )}
        {step === 1 ? (
          <>
            {profile.avatar ? <p className="utrecht-paragraph">Je hebt al een profielfoto. Kies een nieuwe om hem te vervangen.</p> : null}
            <AvatarField id="onboarding-file" errors={errors.file} />
          </>
        ) : null}
        {step === 2 && directory ? <CareerFields idPrefix="onboarding" values={values} errors={errors} directory={directory} /> : null}
        {step === 3 ? <SharingFields idPrefix="onboarding" values={values} /> : null}
        {step === 4 && themes ? (
          <>
            <InterestFields idPrefix="onboarding" values={values} errors={errors} themes={themes} />
            <DigestFrequencyField idPrefix="onboarding" value={values.digestFrequency} errors={errors.digestFrequency} />
          </>
        ) : null}
        {/* 'Vorige' first, in reading order as on screen; Enter still submits 'Volgende' (the first submit button). */}
        <div className="ts-form__actions ts-onboarding__actions">
          {step > 1 ? (
            <ButtonLink to={stepUrl(step - 1, then)} variant="secondary">
              Vorige
            </ButtonLink>
          ) : null}
          <Button type="submit" name="intent" value="next" disabled={pending}>
            {step === ONBOARDING_STEPS ? 'Afronden' : 'Volgende'}
          </Button>
          <Button type="submit" name="intent" value="close" variant="secondary" disabled={pending}>
            Opslaan en sluiten
          </Button>
          <Button type="submit" name="intent" value="skip" formNoValidate variant="secondary" disabled={pending}>
            Overslaan
          </Button>
        </div>
      </Form>
    </AuthPage>
  )
}
