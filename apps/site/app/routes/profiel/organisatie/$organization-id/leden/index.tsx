import { getFormProps, getInputProps } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { Field, FormErrors, HoneypotField, SubmitButton } from '~/components/forms'
import { OrganizationNav } from '~/components/organizations/organization-nav'
import { SelectField } from '~/components/profile/choice-fields'
import { Button } from '~/components/ui/button'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { InviteFormSchema, MEMBER_ROLE_CHOICES } from '~/lib/organizations/forms'
import { loadMembersPage, membersAction } from './index.server'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = () => titleMeta('Leden van je organisatie')

// The organisation's members in any role (organization-area.tsx, checked again here); the forms are for its admins.
export function loader({ request, params }: Route.LoaderArgs) {
  return loadMembersPage(request, params.organizationId)
}

export function action({ request, params }: Route.ActionArgs) {
  return membersAction(request, params.organizationId)
}

function InviteForm() {
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({
    id: 'lid-uitnodigen',
    schema: inBrowser(InviteFormSchema),
    lastResult: actionData?.intent === 'invite' ? actionData.result : undefined,
    intent: 'invite',
    defaultValue: { role: 'employee' },
  })
  return (
    <section aria-labelledby="uitnodigen-kop" className="ts-stack ts-org-section">
      <h2 id="uitnodigen-kop" className="utrecht-heading-2">
        Iemand uitnodigen
      </h2>
      <p className="utrecht-paragraph">
        De persoon krijgt een e-mail met een link die 7 dagen geldig is en één keer werkt. Met die link maakt hij of zij een account aan of
        logt in.
      </p>
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="intent" value="invite" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="E-mailadres"
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
        />
        <SelectField
          id="uitnodigen-rol"
          label="Rol"
          options={MEMBER_ROLE_CHOICES}
          emptyLabel="Kies een rol"
          errors={fields.role.errors}
          selectProps={{
            name: fields.role.name,
            defaultValue: (fields.role.initialValue as string | undefined) ?? 'employee',
            key: `role-${fields.role.initialValue ?? ''}`,
          }}
        />
        <SubmitButton pending={pending}>Uitnodiging versturen</SubmitButton>
      </Form>
    </section>
  )
}

/** A form-level error of the small one-button forms (withdraw, join requests). */
function ActionError({ intent }: { intent: string }) {
  const actionData = useActionData<typeof action>()
  if (actionData?.intent !== intent || actionData.result.status !== 'error') return null
  return <FormErrors errors={actionData.result.error?.[''] ?? []} />
}

export default function Component() {
  const { organization, role, isAdmin, followers, members, invitations, joinRequests } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Leden van je organisatie</h1>
      <OrganizationNav organizationId={organization.id} name={organization.name} role={role} />
      {followers !== null ? (
        <p className="utrecht-paragraph" data-testid="follower-count">
          {followers === 1 ? '1 lid volgt' : `${followers} leden volgen`} je organisatie. Wie dat zijn, zie je niet.
        </p>
      ) : null}
      <section aria-labelledby="leden-kop" className="ts-stack">
        <h2 id="leden-kop" className="utrecht-heading-2">
          {members.length === 1 ? '1 lid' : `${members.length} leden`}
        </h2>
        <ul className="ts-org-list" data-testid="members">
          {members.map((member) => (
            <li key={member.id} data-testid="member">
              <Link className="utrecht-link" to={member.href}>
                {member.name}
              </Link>
              , {member.role.toLowerCase()}, lid sinds {member.since}
            </li>
          ))}
        </ul>
      </section>
      {isAdmin ? (
        <>
          <InviteForm />
          <section aria-labelledby="uitnodigingen-kop" className="ts-stack ts-org-section">
            <h2 id="uitnodigingen-kop" className="utrecht-heading-2">
              Openstaande uitnodigingen
            </h2>
            <ActionError intent="withdraw" />
            {invitations.length ? (
              <ul className="ts-org-list" data-testid="invitations">
                {invitations.map((invitation) => (
                  <li key={invitation.id}>
                    {invitation.email} · {invitation.role} · geldig tot {invitation.expires}
                    <Form method="post" className="ts-org-inline-form">
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <Button type="submit" variant="secondary" disabled={busy}>
                        Intrekken<span className="ts-visually-hidden">: uitnodiging voor {invitation.email}</span>
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="utrecht-paragraph">Er staan geen uitnodigingen open.</p>
            )}
          </section>
          <section aria-labelledby="verzoeken-kop" className="ts-stack ts-org-section">
            <h2 id="verzoeken-kop" className="utrecht-heading-2">
              Verzoeken om lid te worden
            </h2>
            <p className="utrecht-paragraph">Leden die bij hun profiel deze organisatie kozen. Accepteren maakt ze medewerker.</p>
            <ActionError intent="join-request" />
            {joinRequests.length ? (
              <ul className="ts-org-list" data-testid="join-requests">
                {joinRequests.map((request) => (
                  <li key={request.id}>
                    {request.name} · sinds {request.since}
                    <Form method="post" className="ts-org-inline-form">
                      <input type="hidden" name="intent" value="join-request" />
                      <input type="hidden" name="userId" value={request.id} />
                      <Button type="submit" name="decision" value="accept" disabled={busy}>
                        Accepteren<span className="ts-visually-hidden">: {request.name}</span>
                      </Button>
                      <Button type="submit" name="decision" value="decline" variant="secondary" disabled={busy}>
                        Afwijzen<span className="ts-visually-hidden">: {request.name}</span>
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="utrecht-paragraph">Er zijn geen verzoeken.</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  )
}
