import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORGANIZATION_MESSAGES, soleAdminAccountMessage, soleAdminMessage, MEMBERSHIP_MESSAGES } from '@talentstad/types'
import { callApi, createMember, MEMBER_PASSWORD, type TestMember } from './as-user'
import { addMember, createOrganization } from './calls-helpers'
import { mailsTo, settle, type Mailbox } from './organizations-helpers'
import { startSharedCms, type TestCms } from './strapi'

/**
 * Members and roles (issue 11, spec 6): invitations (single use, 7 days, hashed token, withdrawn,
 * the invited address only), join requests from onboarding, role changes (never one's own, never
 * the last admin, also under concurrent demotions), removal and leaving.
 */

const INVITATION = 'api::invitation.invitation'
const MEMBERSHIP = 'api::membership.membership'
const USER = 'plugin::users-permissions.user'

let cms: TestCms
let mail: Mailbox
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let organization: string
let admin: TestMember
let employee: TestMember

const roleOf = (user: TestMember, org = organization) => cms.strapi.service('api::organization.members').roleOf(user.id, org)
const invite = (body: unknown, jwt = admin.jwt, org = organization) =>
  callApi(cms, 'POST', `/organizations/${org}/invitations`, { jwt, body })
const accept = (token: string, jwt: string) => callApi(cms, 'POST', '/invitations/accept', { jwt, body: { token } })
const setRole = (userId: string, role: string, jwt = admin.jwt, org = organization) =>
  callApi(cms, 'PUT', `/organizations/${org}/members/${userId}`, { jwt, body: { role } })
const removeMember = (userId: string, jwt = admin.jwt, org = organization) =>
  callApi(cms, 'DELETE', `/organizations/${org}/members/${userId}`, { jwt })

/** Invites the address and returns the token from the link in the mail. */
async function invitedToken(email: string, role?: string): Promise<string> {
  const before = (await mailsTo(mail, email, /uitgenodigd/, 0, 0)).length
  const { status, body } = await invite({ email: email.toUpperCase(), ...(role ? { role } : {}) })
  expect(status, JSON.stringify(body)).toBe(201)
  const mails = await mailsTo(mail, email, /uitgenodigd/, before + 1)
  const match = /\/uitnodiging\/([A-Za-z0-9_-]{43})/.exec(mails[mails.length - 1]!.text ?? '')
  expect(match, 'invitation link').not.toBeNull()
  return match![1]!
}

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms())
  organization = await createOrganization(cms, 'Ledenorganisatie')
  admin = await createMember(cms.strapi, { firstName: 'Anna', lastName: 'Beheer' })
  employee = await createMember(cms.strapi, { firstName: 'Eva', lastName: 'Medewerker' })
  await addMember(cms, admin, organization, 'admin')
  await addMember(cms, employee, organization, 'employee')
})

afterAll(async () => {
  await settle(cms)
  await cms?.stop()
  mail?.stop()
})

describe(`invitations (${db})`, () => {
  it('an admin invites by e-mail: a Dutch mail with a single-use link, the token stored hashed, listed as pending with role employee by default', async () => {
    const newcomer = await createMember(cms.strapi, { firstName: 'Nina' })
    const token = await invitedToken(newcomer.email)
    const rows = await cms.strapi.db.query(INVITATION).findMany({ where: { email: newcomer.email } })
    expect(rows).toHaveLength(1)
    expect(rows[0].tokenHash).not.toContain(token)
    expect(JSON.stringify(rows[0])).not.toContain(token)
    const ttl = new Date(rows[0].expiresAt).getTime() - Date.now()
    expect(ttl).toBeGreaterThan(7 * 86_400_000 - 60_000)
    expect(ttl).toBeLessThanOrEqual(7 * 86_400_000)
    const [invitation] = await mailsTo(mail, newcomer.email, /Je bent uitgenodigd voor Ledenorganisatie/)
    expect(invitation.text).toContain('Anna Beheer nodigt je uit om als medewerker lid te worden van Ledenorganisatie')
    expect(invitation.text).toContain('7 dagen geldig')

    const list = await callApi(cms, 'GET', `/organizations/${organization}/invitations`, { jwt: admin.jwt })
    expect(list.status).toBe(200)
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ email: newcomer.email, role: 'employee', invitedBy: { firstName: 'Anna', lastName: 'Beheer' } }),
    )
    expect(JSON.stringify(list.body)).not.toMatch(/tokenHash|token/)

    const preview = await callApi(cms, 'POST', '/invitations/lookup', { body: { token } })
    expect(preview.status).toBe(200)
    expect(preview.body.data).toMatchObject({
      organization: { documentId: organization, name: 'Ledenorganisatie' },
      role: 'employee',
      state: 'pending',
    })

    const { status, body } = await accept(token, newcomer.jwt)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(await roleOf(newcomer)).toBe('employee')
    expect((await accept(token, newcomer.jwt)).status).toBe(410)
    const used = await accept(token, newcomer.jwt)
    expect(used.body.error).toMatchObject({ message: MEMBERSHIP_MESSAGES.invitationUsed, details: { code: 'invitation-used' } })
    expect((await callApi(cms, 'POST', '/invitations/lookup', { body: { token } })).body.data.state).toBe('used')
    const pending = await callApi(cms, 'GET', `/organizations/${organization}/invitations`, { jwt: admin.jwt })
    expect(pending.body.data.map((item: { email: string }) => item.email)).not.toContain(newcomer.email)
  })

  it('the invitation names the role; accepting needs a login and the invited address', async () => {
    const invited = await createMember(cms.strapi)
    const stranger = await createMember(cms.strapi)
    const token = await invitedToken(invited.email, 'contentManager')
    expect((await callApi(cms, 'POST', '/invitations/accept', { body: { token } })).status).toBe(401)
    const wrong = await accept(token, stranger.jwt)
    expect(wrong.status).toBe(403)
    expect(wrong.body.error).toMatchObject({
      message: MEMBERSHIP_MESSAGES.invitationOtherEmail,
      details: { code: 'invitation-other-email' },
    })
    expect(await roleOf(stranger)).toBeNull()
    expect((await accept(token, invited.jwt)).status).toBe(200)
    expect(await roleOf(invited)).toBe('contentManager')
  })

  it('an expired, withdrawn, replaced or unknown invitation does not work (410 / 400, Dutch message)', async () => {
    const late = await createMember(cms.strapi)
    const lateToken = await invitedToken(late.email)
    await cms.strapi.db.query(INVITATION).updateMany({ where: { email: late.email }, data: { expiresAt: new Date(Date.now() - 1000) } })
    const expired = await accept(lateToken, late.jwt)
    expect(expired.status).toBe(410)
    expect(expired.body.error).toMatchObject({ message: MEMBERSHIP_MESSAGES.invitationExpired, details: { code: 'invitation-expired' } })

    const withdrawnMember = await createMember(cms.strapi)
    const withdrawnToken = await invitedToken(withdrawnMember.email)
    const row = await cms.strapi.db.query(INVITATION).findOne({ where: { email: withdrawnMember.email }, select: ['documentId'] })
    expect((await callApi(cms, 'DELETE', `/organizations/${organization}/invitations/${row.documentId}`, { jwt: admin.jwt })).status).toBe(
      204,
    )
    expect((await callApi(cms, 'DELETE', `/organizations/${organization}/invitations/${row.documentId}`, { jwt: admin.jwt })).status).toBe(
      404,
    )
    const withdrawn = await accept(withdrawnToken, withdrawnMember.jwt)
    expect(withdrawn.status).toBe(410)
    expect(withdrawn.body.error.details.code).toBe('invitation-revoked')

    const twice = await createMember(cms.strapi)
    const firstToken = await invitedToken(twice.email)
    const secondToken = await invitedToken(twice.email, 'admin')
    expect((await accept(firstToken, twice.jwt)).status).toBe(410)
    expect((await accept(secondToken, twice.jwt)).status).toBe(200)
    expect(await roleOf(twice)).toBe('admin')

    const unknown = await accept('a'.repeat(43), twice.jwt)
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.message).toBe(MEMBERSHIP_MESSAGES.invitationUnknown)
    expect((await callApi(cms, 'POST', '/invitations/lookup', { body: { token: 'kort' } })).status).toBe(400)
    for (const member of [late, withdrawnMember]) expect(await roleOf(member)).toBeNull()
  })

  it('single use under concurrency: ten accepts at once, one membership', async () => {
    const invited = await createMember(cms.strapi)
    const token = await invitedToken(invited.email)
    const results = await Promise.all(Array.from({ length: 10 }, () => accept(token, invited.jwt)))
    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.every((status) => [200, 409, 410].includes(status))).toBe(true)
    expect(
      await cms.strapi.db.query(MEMBERSHIP).count({ where: { user: { id: invited.id }, organization: { documentId: organization } } }),
    ).toBe(1)
  })

  it('inviting a member is 409; an invalid address is a Dutch field error', async () => {
    const member = await invite({ email: employee.email })
    expect(member.status).toBe(409)
    expect(member.body.error).toMatchObject({ message: MEMBERSHIP_MESSAGES.inviteeAlreadyMember, details: { code: 'already-member' } })
    const invalid = await invite({ email: 'geen-adres', role: 'boss' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.error.details.fieldErrors).toMatchObject({
      email: [ORGANIZATION_MESSAGES.invalidEmail],
      role: [MEMBERSHIP_MESSAGES.roleRequired],
    })
  })
})

describe(`join requests (${db})`, () => {
  it('a member who named the organisation in onboarding is a join request; accepted as employee, declined for good', async () => {
    const joiner = await createMember(cms.strapi, { firstName: 'Jan', lastName: 'Aanmelder', phoneNumber: '06 12121212' })
    const decliner = await createMember(cms.strapi, { firstName: 'Dirk', lastName: 'Afgewezen' })
    const student = await createMember(cms.strapi, { firstName: 'Stijn' })
    await cms.strapi
      .documents(USER)
      .update({ documentId: joiner.documentId, data: { careerStage: 'CAREER_STAGE_WORKING', company: organization } as any })
    await cms.strapi
      .documents(USER)
      .update({ documentId: decliner.documentId, data: { careerStage: 'CAREER_STAGE_WORKING', company: organization } as any })
    await cms.strapi
      .documents(USER)
      .update({ documentId: student.documentId, data: { careerStage: 'CAREER_STAGE_STUDYING', studentAssociation: organization } as any })
    // A member who named it is not a request.
    await cms.strapi.documents(USER).update({ documentId: employee.documentId, data: { company: organization } as any })

    const { status, body } = await callApi(cms, 'GET', `/organizations/${organization}/join-requests`, { jwt: admin.jwt })
    expect(status).toBe(200)
    expect(body.data.map((request: { documentId: string }) => request.documentId).sort()).toEqual(
      [joiner.documentId, decliner.documentId, student.documentId].sort(),
    )
    expect(body.data.find((request: { documentId: string }) => request.documentId === joiner.documentId)).toEqual({
      documentId: joiner.documentId,
      firstName: 'Jan',
      lastName: 'Aanmelder',
      since: expect.any(String),
    })
    expect(JSON.stringify(body)).not.toMatch(/@|06 12121212/)

    expect(
      (
        await callApi(cms, 'POST', `/organizations/${organization}/join-requests/${joiner.documentId}`, {
          jwt: admin.jwt,
          body: { decision: 'accept' },
        })
      ).status,
    ).toBe(200)
    expect(await roleOf(joiner)).toBe('employee')
    expect(
      (
        await callApi(cms, 'POST', `/organizations/${organization}/join-requests/${decliner.documentId}`, {
          jwt: admin.jwt,
          body: { decision: 'decline' },
        })
      ).status,
    ).toBe(200)
    expect(await roleOf(decliner)).toBeNull()
    expect(
      (
        await callApi(cms, 'POST', `/organizations/${organization}/join-requests/${decliner.documentId}`, {
          jwt: admin.jwt,
          body: { decision: 'accept' },
        })
      ).status,
    ).toBe(404)
    const after = await callApi(cms, 'GET', `/organizations/${organization}/join-requests`, { jwt: admin.jwt })
    expect(after.body.data.map((request: { documentId: string }) => request.documentId)).toEqual([student.documentId])
    // An employee may not see or decide them.
    expect((await callApi(cms, 'GET', `/organizations/${organization}/join-requests`, { jwt: employee.jwt })).status).toBe(403)
  })
})

describe(`roles, removal and leaving (${db})`, () => {
  it('an admin changes another member’s role; never their own; a member of another organisation is 404', async () => {
    const member = await createMember(cms.strapi, { firstName: 'Rolf' })
    await addMember(cms, member, organization, 'employee')
    const { status, body } = await setRole(member.documentId, 'contentManager')
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.data).toMatchObject({ documentId: member.documentId, firstName: 'Rolf', role: 'contentManager' })
    expect(await roleOf(member)).toBe('contentManager')
    const own = await setRole(admin.documentId, 'employee')
    expect(own.status).toBe(403)
    expect(own.body.error).toMatchObject({ message: MEMBERSHIP_MESSAGES.ownRole, details: { code: 'own-role' } })
    const outsider = await createMember(cms.strapi)
    expect((await setRole(outsider.documentId, 'admin')).status).toBe(404)
    expect((await setRole(member.documentId, 'owner')).status).toBe(400)
    expect(await roleOf(outsider)).toBeNull()
  })

  it('the last admin can be neither demoted nor removed nor leave (409, Dutch message)', async () => {
    const solo = await createOrganization(cms, 'Eenmanszaak')
    const only = await createMember(cms.strapi)
    const helper = await createMember(cms.strapi)
    await addMember(cms, only, solo, 'admin')
    await addMember(cms, helper, solo, 'contentManager')
    const leave = await callApi(cms, 'DELETE', `/organizations/${solo}/membership`, { jwt: only.jwt })
    expect(leave.status).toBe(409)
    expect(leave.body.error).toMatchObject({ message: MEMBERSHIP_MESSAGES.lastAdmin, details: { code: 'last-admin' } })
    expect(await roleOf(only, solo)).toBe('admin')
    // Once someone else is admin, the first may leave; the new one may not.
    expect((await setRole(helper.documentId, 'admin', only.jwt, solo)).status).toBe(200)
    expect((await callApi(cms, 'DELETE', `/organizations/${solo}/membership`, { jwt: only.jwt })).status).toBe(204)
    expect(await roleOf(only, solo)).toBeNull()
    expect((await callApi(cms, 'DELETE', `/organizations/${solo}/membership`, { jwt: helper.jwt })).status).toBe(409)
  })

  it('in the admin panel too: the last admin membership can be neither deleted nor demoted (409); with a second admin it can', async () => {
    const org = await createOrganization(cms, 'Paneelzaak')
    const [a, b] = [await createMember(cms.strapi), await createMember(cms.strapi)]
    await addMember(cms, a, org, 'admin')
    const membershipOf = async (member: TestMember) =>
      (await cms.strapi.db.query(MEMBERSHIP).findOne({ where: { user: { id: member.id }, organization: { documentId: org } } })).documentId
    const refused = { status: 409, message: MEMBERSHIP_MESSAGES.lastAdmin }
    await expect(cms.strapi.documents(MEMBERSHIP).delete({ documentId: await membershipOf(a) })).rejects.toMatchObject(refused)
    await expect(
      cms.strapi.documents(MEMBERSHIP).update({ documentId: await membershipOf(a), data: { role: 'employee' } as any }),
    ).rejects.toMatchObject(refused)
    expect(await roleOf(a, org)).toBe('admin')
    await addMember(cms, b, org, 'admin')
    await cms.strapi.documents(MEMBERSHIP).update({ documentId: await membershipOf(a), data: { role: 'employee' } as any })
    await expect(cms.strapi.documents(MEMBERSHIP).delete({ documentId: await membershipOf(b) })).rejects.toMatchObject(refused)
    await cms.strapi.documents(MEMBERSHIP).delete({ documentId: await membershipOf(a) })
    expect([await roleOf(a, org), await roleOf(b, org)]).toEqual([null, 'admin'])
  })

  it('two admins demoting each other at the same moment: one passes, one admin is left (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const org = await createOrganization(cms, `Duo ${round}`)
      const [a, b] = [await createMember(cms.strapi), await createMember(cms.strapi)]
      await addMember(cms, a, org, 'admin')
      await addMember(cms, b, org, 'admin')
      const results = await Promise.all([setRole(b.documentId, 'employee', a.jwt, org), setRole(a.documentId, 'employee', b.jwt, org)])
      expect(
        results.filter((result) => result.status === 200),
        JSON.stringify(results),
      ).toHaveLength(1)
      expect(results.every((result) => [200, 403, 409].includes(result.status))).toBe(true)
      expect(await cms.strapi.db.query(MEMBERSHIP).count({ where: { organization: { documentId: org }, role: 'admin' } })).toBe(1)
    }
  })

  it('two admins removing each other at the same moment: one admin is left', async () => {
    const org = await createOrganization(cms, 'Duo verwijderen')
    const [a, b] = [await createMember(cms.strapi), await createMember(cms.strapi)]
    await addMember(cms, a, org, 'admin')
    await addMember(cms, b, org, 'admin')
    const results = await Promise.all([removeMember(b.documentId, a.jwt, org), removeMember(a.documentId, b.jwt, org)])
    expect(results.filter((result) => result.status === 204)).toHaveLength(1)
    expect(await cms.strapi.db.query(MEMBERSHIP).count({ where: { organization: { documentId: org }, role: 'admin' } })).toBe(1)
  })

  it('an admin removes a member (gone from the list, not back as a join request); removing oneself is refused; a member leaves', async () => {
    const member = await createMember(cms.strapi, { firstName: 'Weg' })
    await addMember(cms, member, organization, 'employee')
    await cms.strapi.documents(USER).update({ documentId: member.documentId, data: { company: organization } as any })
    expect((await removeMember(member.documentId)).status).toBe(204)
    expect(await roleOf(member)).toBeNull()
    expect((await removeMember(member.documentId)).status).toBe(404)
    const list = await callApi(cms, 'GET', `/organizations/${organization}/members`, { jwt: admin.jwt })
    expect(list.body.data.map((entry: { documentId: string }) => entry.documentId)).not.toContain(member.documentId)
    const requests = await callApi(cms, 'GET', `/organizations/${organization}/join-requests`, { jwt: admin.jwt })
    expect(requests.body.data.map((entry: { documentId: string }) => entry.documentId)).not.toContain(member.documentId)
    // The removed member has no rights any more.
    expect((await callApi(cms, 'GET', `/organizations/${organization}/members`, { jwt: member.jwt })).status).toBe(403)

    const self = await removeMember(admin.documentId)
    expect(self.status).toBe(403)
    expect(self.body.error.details.code).toBe('own-removal')

    const leaver = await createMember(cms.strapi)
    await addMember(cms, leaver, organization, 'contentManager')
    expect((await callApi(cms, 'DELETE', `/organizations/${organization}/membership`, { jwt: leaver.jwt })).status).toBe(204)
    expect(await roleOf(leaver)).toBeNull()
  })
})

describe(`deleting the account of an organisation's only admin (${db})`, () => {
  const deleteAccount = (member: TestMember) => callApi(cms, 'DELETE', '/me', { jwt: member.jwt, body: { password: MEMBER_PASSWORD } })
  const exists = async (member: TestMember) => (await cms.strapi.db.query(USER).count({ where: { id: member.id } })) === 1
  const admins = (org: string) =>
    cms.strapi.db.query(MEMBERSHIP).count({ where: { organization: { documentId: org }, role: 'admin', user: { id: { $notNull: true } } } })

  it('is refused (409) with a Dutch message naming the organisation and what to do; nothing is deleted, the session lives on', async () => {
    const org = await createOrganization(cms, 'Eenpitter Digitaal')
    const only = await createMember(cms.strapi)
    const colleague = await createMember(cms.strapi)
    await addMember(cms, only, org, 'admin')
    await addMember(cms, colleague, org, 'employee')
    const { status, body } = await deleteAccount(only)
    expect(status).toBe(409)
    expect(body.error).toMatchObject({
      message: soleAdminMessage(['Eenpitter Digitaal']),
      details: { code: 'sole-admin', organizations: [{ documentId: org, name: 'Eenpitter Digitaal' }] },
    })
    expect(body.error.message).toBe(
      'Je bent de enige beheerder van Eenpitter Digitaal. Maak eerst iemand anders beheerder van de organisatie, of vraag de communitymanager om hulp. Daarna kun je je account verwijderen.',
    )
    expect(await exists(only)).toBe(true)
    expect(await roleOf(only, org)).toBe('admin')
    expect((await callApi(cms, 'GET', '/me/profile', { jwt: only.jwt })).status).toBe(200)

    // Once the colleague is admin too, the account goes; the organisation keeps its new admin.
    expect((await setRole(colleague.documentId, 'admin', only.jwt, org)).status).toBe(200)
    expect((await deleteAccount(only)).status).toBe(204)
    expect(await exists(only)).toBe(false)
    expect(await admins(org)).toBe(1)
  })

  it('names every organisation of which the member is the only admin, and only those', async () => {
    const [first, second, shared] = [
      await createOrganization(cms, 'Alleen Eerste'),
      await createOrganization(cms, 'Alleen Tweede'),
      await createOrganization(cms, 'Samen Beheerd'),
    ]
    const member = await createMember(cms.strapi)
    const other = await createMember(cms.strapi)
    for (const org of [first, second, shared]) await addMember(cms, member, org, 'admin')
    await addMember(cms, other, shared, 'admin')
    const { status, body } = await deleteAccount(member)
    expect(status).toBe(409)
    expect(body.error.message).toBe(soleAdminMessage(['Alleen Eerste', 'Alleen Tweede']))
    expect(body.error.message).toMatch(/^Je bent de enige beheerder van Alleen Eerste en Alleen Tweede\. /)
    expect(await exists(member)).toBe(true)
  })

  it('two admins deleting their accounts at the same moment: one account goes, one admin is left (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const org = await createOrganization(cms, `Duo opheffen ${round}`)
      const [a, b] = [await createMember(cms.strapi), await createMember(cms.strapi)]
      await addMember(cms, a, org, 'admin')
      await addMember(cms, b, org, 'admin')
      const results = await Promise.all([deleteAccount(a), deleteAccount(b)])
      expect(results.map((result) => result.status).sort(), JSON.stringify(results.map((result) => result.body))).toEqual([204, 409])
      expect(await admins(org)).toBe(1)
    }
  })

  it('an admin deleting their account while the other admin leaves, or is demoted by a third: one admin is left (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const org = await createOrganization(cms, `Duo vertrek ${round}`)
      const [a, b, c] = [await createMember(cms.strapi), await createMember(cms.strapi), await createMember(cms.strapi)]
      await addMember(cms, a, org, 'admin')
      await addMember(cms, b, org, 'admin')
      const leaving = await Promise.all([deleteAccount(a), callApi(cms, 'DELETE', `/organizations/${org}/membership`, { jwt: b.jwt })])
      expect(
        leaving.filter((result) => result.status === 204),
        JSON.stringify(leaving.map((result) => result.body)),
      ).toHaveLength(1)
      expect(await admins(org)).toBe(1)

      // The admin left (whichever it is) and a third admin: one deletes the account, the other demotes them.
      const left = (await exists(a)) && (await roleOf(a, org)) === 'admin' ? a : b
      await addMember(cms, c, org, 'admin')
      const demoting = await Promise.all([deleteAccount(left), setRole(c.documentId, 'employee', left.jwt, org)])
      expect(
        demoting.filter((result) => [200, 204].includes(result.status)),
        JSON.stringify(demoting.map((r) => r.body)),
      ).toHaveLength(1)
      expect(await admins(org)).toBe(1)
    }
  })

  it("in the admin panel too: the only admin's account is not deleted (a message for the editor); a membership without an account counts for nothing", async () => {
    const org = await createOrganization(cms, 'Beheerpaneel BV')
    const [a, b] = [await createMember(cms.strapi), await createMember(cms.strapi)]
    await addMember(cms, a, org, 'admin')
    await addMember(cms, b, org, 'admin')
    // b can go (a stays admin); the admin panel deletes the account, not its membership.
    await cms.strapi.documents(USER).delete({ documentId: b.documentId })
    expect(await exists(b)).toBe(false)
    await expect(cms.strapi.documents(USER).delete({ documentId: a.documentId })).rejects.toMatchObject({
      status: 409,
      message: soleAdminAccountMessage(['Beheerpaneel BV']),
    })
    expect(await exists(a)).toBe(true)
    // b's membership is still there without an account: a cannot leave either, and the site's deletion is refused.
    expect((await callApi(cms, 'DELETE', `/organizations/${org}/membership`, { jwt: a.jwt })).status).toBe(409)
    expect((await deleteAccount(a)).status).toBe(409)
    expect(await roleOf(a, org)).toBe('admin')
  })
})
