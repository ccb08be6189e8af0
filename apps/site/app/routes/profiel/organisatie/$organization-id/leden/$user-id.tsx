import { getFormProps } from '@conform-to/react'
import { MEMBERSHIP_MESSAGES } from '@talentstad/types'
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { FormErrors, HoneypotField, SubmitButton } from '~/components/forms'
import { OrganizationNav } from '~/components/organizations/organization-nav'
import { SelectField } from '~/components/profile/choice-fields'
import { Button, ButtonLink } from '~/components/ui/button'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { useFocusOnArrival } from '~/lib/forms/use-focus-on-arrival'
import { titleMeta } from '~/lib/meta'
import { MEMBER_ROLE_CHOICES, RoleFormSchema } from '~/lib/organizations/forms'
import { loadMemberPage, memberAction } from './$user-id.server'
import type { Route } from './+types/$user-id'
import { DataList } from '~/components/ui/data-list'

export const meta: Route.MetaFunction = ({ data }) =>
  titleMeta(data ? `${data.member.name} · ${data.organization.name}` : 'Lid van je organisatie')

export function loader({ request, params }: Route.LoaderArgs) {
  return loadMemberPage(request, params.organizationId, params.userId)
}

export function action({ request, params }: Route.ActionArgs) {
  return memberAction(request, params.organizationId, params.userId)
}

function RoleForm({ current }: { current: string }) {
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({
    id: 'rol-wijzigen',
    schema: inBrowser(RoleFormSchema),
    lastResult: actionData?.intent === 'role' ? actionData.result : undefined,
    intent: 'role',
    defaultValue: { role: current },
    // The page is about this member: the cursor goes to their role.
    focusOnArrival: true,
  })
  return (
    <section aria-labelledby="rol-kop" className="ts-stack ts-org-section">
      <h2 id="rol-kop" className="utrecht-heading-2">
        Rol wijzigen
      </h2>
      <p className="utrecht-paragraph">
        Een medewerker hoort bij de organisatie maar plaatst niets namens haar. Een contentbeheerder plaatst en beheert berichten,
        vacatures, evenementen en oproepen. Een beheerder kan alles, ook leden en rechten beheren.
      </p>
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="intent" value="role" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField
          id="lid-rol"
          label="Rol"
          options={MEMBER_ROLE_CHOICES}
          emptyLabel="Kies een rol"
          errors={fields.role.errors}
          selectProps={{ name: fields.role.name, defaultValue: current, key: `role-${current}` }}
        />
        <SubmitButton pending={pending}>Rol opslaan</SubmitButton>
      </Form>
    </section>
  )
}

function Confirmation({
  intent,
  title,
  text,
  button,
  cancelHref,
}: {
  intent: 'remove' | 'leave'
  title: string
  text: string
  button: string
  cancelHref: string
}) {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const result = actionData?.intent === intent ? actionData.result : undefined
  const errors = result?.status === 'error' ? result.error?.[''] : undefined
  const formId = `${intent}-form`
  const errorId = `${intent}-fouten`
  // Opened by its own link: the question is read first; a refusal ('the last admin') is read out.
  useFocusOnArrival({ arrival: true, formId, errorId, result })
  return (
    <section aria-labelledby={`${intent}-kop`} className="ts-stack ts-danger-zone" id={intent}>
      <h2 id={`${intent}-kop`} className="utrecht-heading-2">
        {title}
      </h2>
      <p className="utrecht-paragraph">{text}</p>
      <Form method="post" className="ts-form" id={formId}>
        <HoneypotField />
        <input type="hidden" name="intent" value={intent} />
        <FormErrors id={errorId} errors={errors} />
        <div className="ts-form__actions">
          <Button type="submit" variant="danger" disabled={navigation.state === 'submitting'}>
            {button}
          </Button>
          <ButtonLink to={cancelHref} variant="secondary">
            Annuleren
          </ButtonLink>
        </div>
      </Form>
    </section>
  )
}

export default function Component() {
  const { organization, role, member, isMe, canManage, confirmRemove, confirmLeave, membersHref } = useLoaderData<typeof loader>()
  const here = `${membersHref}/${encodeURIComponent(member.id)}`
  return (
    <div className="ts-page-content ts-stack">
      <p className="utrecht-paragraph">
        <Link className="utrecht-link" to={membersHref}>
          Terug naar de leden
        </Link>
      </p>
      <h1 className="utrecht-heading-1">{member.name}</h1>
      <OrganizationNav organizationId={organization.id} name={organization.name} role={role} />
      <DataList
        testId="member-facts"
        items={[
          { term: 'Organisatie', value: organization.name },
          { term: 'Rol', value: member.roleLabel },
          { term: 'Lid sinds', value: member.since },
        ]}
      />
      {canManage ? (
        <>
          <RoleForm current={member.role} />
          {confirmRemove ? (
            <Confirmation
              intent="remove"
              title="Lid verwijderen"
              text={MEMBERSHIP_MESSAGES.removeConfirm}
              button={`${member.name} verwijderen`}
              cancelHref={here}
            />
          ) : (
            <p className="utrecht-paragraph">
              <ButtonLink variant="secondary" to={`${here}?verwijderen=1#remove`}>
                Lid verwijderen
              </ButtonLink>
            </p>
          )}
        </>
      ) : null}
      {isMe ? (
        confirmLeave ? (
          <Confirmation
            intent="leave"
            title="Organisatie verlaten"
            text={MEMBERSHIP_MESSAGES.leaveConfirm}
            button="Organisatie verlaten"
            cancelHref={here}
          />
        ) : (
          <p className="utrecht-paragraph">
            <ButtonLink variant="secondary" to={`${here}?verlaten=1#leave`}>
              Organisatie verlaten
            </ButtonLink>
          </p>
        )
      ) : null}
    </div>
  )
}
