import { existsSync } from 'node:fs'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, createMember, MEMBER_PASSWORD, type TestMember } from './as-user'
import { startSharedCms, type TestCms } from './strapi'

const USER = 'plugin::users-permissions.user'
const ITEM = 'api::content-item.content-item'
const ORGANIZATION = 'api::organization.organization'

let cms: TestCms
const organizations: Record<string, string> = {}
let pendingOrganization: string
let themes: string[]
let items: string[]

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
  for (const type of ['ORGANIZATION_TYPE_EDUCATION', 'ORGANIZATION_TYPE_REGULAR', 'ORGANIZATION_TYPE_STUDENTS']) {
    const found = await cms.strapi.db.query(ORGANIZATION).findOne({ where: { type, applicationState: 'approved' }, select: ['documentId'] })
    organizations[type] = found.documentId
  }
  pendingOrganization = (
    await cms.strapi.db.query(ORGANIZATION).findOne({ where: { applicationState: { $ne: 'approved' } }, select: ['documentId'] })
  ).documentId
  themes = (await cms.strapi.db.query('api::theme.theme').findMany({ select: ['documentId'], limit: 2, orderBy: { id: 'asc' } })).map(
    (theme: any) => theme.documentId,
  )
  items = (
    await cms.strapi.documents(ITEM).findMany({
      status: 'published',
      filters: { reviewState: 'approved', type: 'CONTENT_TYPE_CALL_UP' },
      limit: 2,
      fields: ['documentId'] as any,
    })
  ).map((item) => item.documentId)
})
afterAll(async () => {
  await cms?.stop()
})

const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
const getProfile = (member: TestMember) => callApi(cms, 'GET', '/me/profile', { jwt: member.jwt })
const putProfile = (member: TestMember, body: unknown) => callApi(cms, 'PUT', '/me/profile', { jwt: member.jwt, body })
const userRow = (member: TestMember) =>
  cms.strapi.db.query(USER).findOne({ where: { id: member.id }, populate: { role: { select: ['type'] }, avatar: true } })

describe(`profile (${db})`, () => {
  it('answers 401 without a JWT', async () => {
    expect((await callApi(cms, 'GET', '/me/profile')).status).toBe(401)
    expect((await callApi(cms, 'PUT', '/me/profile', { body: { firstName: 'X' } })).status).toBe(401)
    expect((await callApi(cms, 'DELETE', '/me', { body: { password: 'x' } })).status).toBe(401)
  })

  it('shows the member their own private fields, never password, tokens or role internals', async () => {
    const member = await createMember(cms.strapi, { phoneNumber: '06 12345678', shareEmail: true, interests: ['APPLICATION_TYPE_JOB'] })
    const { status, body } = await getProfile(member)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      id: member.id,
      documentId: member.documentId,
      email: member.email,
      firstName: 'Test',
      phoneNumber: '06 12345678',
      shareEmail: true,
      sharePhone: false,
      interests: ['APPLICATION_TYPE_JOB'],
      themes: [],
      educationInstitute: null,
      avatar: null,
      onboardedAt: null,
    })
    const text = JSON.stringify(body)
    for (const key of ['password', 'resetPasswordToken', 'confirmationToken', 'role', 'provider', 'blocked', 'confirmed', 'username']) {
      expect(text).not.toContain(`"${key}"`)
    }
    expect(text).not.toContain('$2')
  })

  it("lists the member's own organisation roles, and only theirs", async () => {
    const member = await createMember(cms.strapi)
    const other = await createMember(cms.strapi)
    expect((await getProfile(member)).body.data.memberships).toEqual([])
    for (const [who, type, role] of [
      [member, 'ORGANIZATION_TYPE_REGULAR', 'admin'],
      [member, 'ORGANIZATION_TYPE_STUDENTS', 'employee'],
      [other, 'ORGANIZATION_TYPE_EDUCATION', 'contentManager'],
    ] as const) {
      await cms.strapi
        .documents('api::membership.membership')
        .create({ data: { user: who.documentId, organization: organizations[type], role } as any })
    }
    const { body } = await getProfile(member)
    const expected = await Promise.all(
      (['ORGANIZATION_TYPE_REGULAR', 'ORGANIZATION_TYPE_STUDENTS'] as const).map(async (type) => {
        const row = await cms.strapi.db
          .query(ORGANIZATION)
          .findOne({ where: { documentId: organizations[type] }, select: ['documentId', 'name', 'slug', 'type'] })
        return {
          role: type === 'ORGANIZATION_TYPE_REGULAR' ? 'admin' : 'employee',
          organization: { documentId: row.documentId, name: row.name, slug: row.slug, type },
        }
      }),
    )
    expect(body.data.memberships).toEqual(expected.sort((a, b) => a.organization.name.localeCompare(b.organization.name, 'nl')))
    expect((await getProfile(other)).body.data.memberships).toEqual([
      expect.objectContaining({
        role: 'contentManager',
        organization: expect.objectContaining({ documentId: organizations.ORGANIZATION_TYPE_EDUCATION }),
      }),
    ])
  })

  it('never shows one member the private fields of another', async () => {
    const secret = await createMember(cms.strapi, { phoneNumber: '0201234567', linkedIn: 'https://www.linkedin.com/in/geheim' })
    const other = await createMember(cms.strapi)
    const answers = [
      await getProfile(other),
      await callApi(cms, 'GET', '/users/me', { jwt: other.jwt }),
      await callApi(cms, 'GET', `/users/${secret.id}`, { jwt: other.jwt }),
      await callApi(cms, 'GET', `/users?filters[phoneNumber][$eq]=0201234567`, { jwt: other.jwt }),
      await callApi(cms, 'GET', `/me/profile?id=${secret.id}`, { jwt: other.jwt }),
    ]
    for (const answer of answers) {
      const text = JSON.stringify(answer.body)
      expect(text).not.toContain('0201234567')
      expect(text).not.toContain('geheim')
      expect(text).not.toContain(secret.email)
    }
    expect(answers[0].body.data.id).toBe(other.id)
    expect(answers[4].body.data.id).toBe(other.id)
  })

  it('saves a partial update of every editable field and marks onboarding complete once', async () => {
    const member = await createMember(cms.strapi)
    const update = {
      firstName: ' Fatima ',
      lastName: 'El Amrani',
      phoneNumber: '+31 6 1234 5678',
      linkedIn: 'https://www.linkedin.com/in/fatima-el-amrani/',
      typeOfUser: 'TYPE_PROFESSIONAL',
      careerStage: 'CAREER_STAGE_BOTH',
      educationInstitute: organizations.ORGANIZATION_TYPE_EDUCATION,
      company: organizations.ORGANIZATION_TYPE_REGULAR,
      studentAssociation: organizations.ORGANIZATION_TYPE_STUDENTS,
      unlistedOrganizationName: 'Eigen bureau',
      shareEmail: true,
      sharePhone: true,
      shareLinkedIn: false,
      interests: ['APPLICATION_TYPE_EVENT', 'APPLICATION_TYPE_EVENT', 'APPLICATION_TYPE_NEWS'],
      themes,
      onboarded: true,
    }
    const { status, body } = await putProfile(member, update)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      firstName: 'Fatima',
      lastName: 'El Amrani',
      phoneNumber: '+31 6 1234 5678',
      linkedIn: update.linkedIn,
      typeOfUser: 'TYPE_PROFESSIONAL',
      careerStage: 'CAREER_STAGE_BOTH',
      educationInstitute: { documentId: organizations.ORGANIZATION_TYPE_EDUCATION, type: 'ORGANIZATION_TYPE_EDUCATION' },
      company: { documentId: organizations.ORGANIZATION_TYPE_REGULAR },
      studentAssociation: { documentId: organizations.ORGANIZATION_TYPE_STUDENTS },
      unlistedOrganizationName: 'Eigen bureau',
      shareEmail: true,
      sharePhone: true,
      interests: ['APPLICATION_TYPE_EVENT', 'APPLICATION_TYPE_NEWS'],
      onboardingStep: 4,
    })
    expect(body.data.themes.map((theme: any) => theme.documentId).sort()).toEqual([...themes].sort())
    const onboardedAt = body.data.onboardedAt
    expect(Date.parse(onboardedAt)).toBeGreaterThan(Date.now() - 60_000)

    // Absent is unchanged, null clears, onboarding completion keeps its first date.
    const second = await putProfile(member, { phoneNumber: null, company: null, themes: [themes[0]], onboarded: true })
    expect(second.status).toBe(200)
    expect(second.body.data).toMatchObject({ firstName: 'Fatima', phoneNumber: null, company: null, onboardedAt })
    expect(second.body.data.educationInstitute).not.toBeNull()
    expect(second.body.data.themes.map((theme: any) => theme.documentId)).toEqual([themes[0]])
    expect((await getProfile(member)).body.data).toEqual(second.body.data)
  })

  it.each([
    ['role', { role: 1 }],
    ['e-mail', { email: 'nieuw@example.org' }],
    ['blocked', { blocked: true }],
    ['confirmed', { confirmed: false }],
    ['password', { password: 'Nieuw!Wachtwoord2026' }],
    ['username', { username: 'iemand' }],
    ['provider', { provider: 'google' }],
    ['onboardedAt', { onboardedAt: '2000-01-01T00:00:00.000Z' }],
    ['typeOfUser community manager', { typeOfUser: 'TYPE_COMMUNITY_MANAGER' }],
  ])('refuses to set %s (400, nothing written, not even the allowed fields beside it)', async (_name, forbidden) => {
    const member = await createMember(cms.strapi)
    const before = await userRow(member)
    const { status, body } = await putProfile(member, { firstName: 'Gewijzigd', ...forbidden })
    expect(status).toBe(400)
    expect(body.error.details.code).toBe('validation')
    const after = await userRow(member)
    expect(after).toEqual(before)
  })

  it.each([
    ['linkedIn over http', { linkedIn: 'http://www.linkedin.com/in/iemand' }, 'linkedIn', /LinkedIn-profiel/],
    ['linkedIn on another host', { linkedIn: 'https://linkedin.com.evil.example/in/iemand' }, 'linkedIn', /LinkedIn-profiel/],
    ['linkedIn feed instead of a profile', { linkedIn: 'https://www.linkedin.com/feed/' }, 'linkedIn', /LinkedIn-profiel/],
    ['linkedIn with a script', { linkedIn: 'javascript:alert(1)//www.linkedin.com/in/x' }, 'linkedIn', /LinkedIn-profiel/],
    ['phone with letters', { phoneNumber: '06-CALLME' }, 'phoneNumber', /telefoonnummer/],
    ['phone too short', { phoneNumber: '12345' }, 'phoneNumber', /telefoonnummer/],
    ['empty first name', { firstName: '  ' }, 'firstName', /verplicht/],
    ['unknown interest', { interests: ['APPLICATION_TYPE_DATING'] }, 'interests', /./],
    ['onboarding step 5', { onboardingStep: 5 }, 'onboardingStep', /./],
  ])('refuses %s with a Dutch message for that field', async (_name, body, field, message) => {
    const member = await createMember(cms.strapi)
    const response = await putProfile(member, body)
    expect(response.status).toBe(400)
    expect(response.body.error.details.fieldErrors[field][0]).toMatch(message)
  })

  it('refuses organisations of the wrong type, pending ones and unknown themes, writing nothing', async () => {
    const member = await createMember(cms.strapi)
    const before = await userRow(member)
    for (const [body, code, field] of [
      [{ educationInstitute: organizations.ORGANIZATION_TYPE_REGULAR }, 'unknown-organization', 'educationInstitute'],
      [{ company: organizations.ORGANIZATION_TYPE_STUDENTS }, 'unknown-organization', 'company'],
      [{ company: pendingOrganization }, 'unknown-organization', 'company'],
      [{ themes: [themes[0], 'zzzzzzzzzzzzzzzzzzzzzzzz'] }, 'unknown-theme', 'themes'],
    ] as const) {
      const response = await putProfile(member, { firstName: 'Gewijzigd', ...body })
      expect(response.status).toBe(400)
      expect(response.body.error.details.code).toBe(code)
      expect(response.body.error.details.fieldErrors[field][0]).toMatch(/bestaat niet|staat niet/)
    }
    expect(await userRow(member)).toEqual(before)
  })

  it("keeps a community manager's type of user", async () => {
    const manager = await createMember(cms.strapi, { roleType: 'community-manager', typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
    const response = await putProfile(manager, { typeOfUser: 'TYPE_STUDENT', firstName: 'Beheer' })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ typeOfUser: 'TYPE_COMMUNITY_MANAGER', firstName: 'Beheer' })
  })
})

const uploadsDir = () => path.join(process.env.PUBLIC_DIR!, 'uploads')
const fileOnDisk = (url: string) => path.join(uploadsDir(), path.basename(url))

async function postAvatar(member: TestMember, file?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData()
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name)
  const response = await fetch(`${cms.url}/api/me/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.jwt}` },
    body: form,
  })
  return { status: response.status, body: await response.json() }
}

/** A real 1×1 PNG whose header claims 20000×20000 pixels (a decompression bomb without the memory). */
async function pngBomb() {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  )
  const ihdr = Buffer.from(png.subarray(12, 29))
  ihdr.writeUInt32BE(20_000, 4)
  ihdr.writeUInt32BE(20_000, 8)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(ihdr) >>> 0, 0)
  return Buffer.concat([png.subarray(0, 12), ihdr, crc, png.subarray(33)])
}

async function animatedWebp() {
  const frames = await Promise.all(
    ['#f00', '#00f'].map((background) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  )
  return sharp(frames, { join: { animated: true } })
    .webp({ loop: 0, delay: [100, 100] })
    .toBuffer()
}

const jpeg = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer()

describe(`avatar (${db})`, () => {
  it('stores the picture under a generated name, links it and removes the previous one', async () => {
    const member = await createMember(cms.strapi)
    const first = await postAvatar(member, { bytes: await jpeg('#c00'), name: 'mijn vakantie.jpg', type: 'image/jpeg' })
    expect(first.status).toBe(200)
    const firstUrl: string = first.body.data.avatar.url
    expect(first.body.data.avatar).toMatchObject({ mime: 'image/jpeg', width: 64, height: 48 })
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12}_[0-9a-f]+\.jpg$/)
    expect(firstUrl).not.toContain('vakantie')
    expect(existsSync(fileOnDisk(firstUrl))).toBe(true)
    const served = await fetch(`${cms.url}${firstUrl}`)
    expect(served.status).toBe(200)

    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#0c0' } })
      .png()
      .toBuffer()
    const second = await postAvatar(member, { bytes: png, name: 'x.png', type: 'image/png' })
    expect(second.status).toBe(200)
    expect(second.body.data.avatar.url).toMatch(/\.png$/)
    expect(existsSync(fileOnDisk(firstUrl))).toBe(false)
    expect(await cms.strapi.db.query('plugin::upload.file').count({ where: { url: firstUrl } })).toBe(0)
    expect((await userRow(member)).avatar.url).toBe(second.body.data.avatar.url)
  })

  it.each([
    ['no file', undefined, 400, 'Geen bestand geselecteerd'],
    [
      'SVG named .png',
      {
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'a.png',
        type: 'image/png',
      },
      400,
      /geen jpg-, png- of webp/,
    ],
    [
      'HTML as image/jpeg',
      { bytes: new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), name: 'a.jpg', type: 'image/jpeg' },
      400,
      /geen jpg-, png- of webp/,
    ],
    [
      'JPEG magic with HTML behind it',
      {
        bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<html><script>alert(1)</script>')]),
        name: 'a.jpg',
        type: 'image/jpeg',
      },
      400,
      /geen jpg-, png- of webp/,
    ],
    ['a 20000×20000 PNG', 'bomb', 400, /te veel pixels/],
    ['an animated WebP', 'animated', 400, /Bewegende afbeeldingen/],
    [
      'over the size cap',
      { bytes: new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff), name: 'a.jpg', type: 'image/jpeg' },
      413,
      'Het bestand is te groot, probeer het bestand te verkleinen',
    ],
  ])('refuses %s with a Dutch message and keeps the current avatar', async (_name, file, status, message) => {
    const member = await createMember(cms.strapi)
    const kept = await postAvatar(member, { bytes: await jpeg('#00c'), name: 'a.jpg', type: 'image/jpeg' })
    const files = await cms.strapi.db.query('plugin::upload.file').count()
    const upload =
      file === 'bomb'
        ? { bytes: await pngBomb(), name: 'a.png', type: 'image/png' }
        : file === 'animated'
          ? { bytes: await animatedWebp(), name: 'a.webp', type: 'image/webp' }
          : file
    const response = await postAvatar(member, upload)
    expect(response.status).toBe(status)
    expect(response.body.error.details.code).toBe('upload')
    expect(response.body.error.message).toMatch(message)
    expect((await userRow(member)).avatar.url).toBe(kept.body.data.avatar.url)
    expect(await cms.strapi.db.query('plugin::upload.file').count()).toBe(files)
  })
})

describe(`avatar requests (${db})`, () => {
  it('refuses two files at once and anonymous uploads', async () => {
    const member = await createMember(cms.strapi)
    const form = new FormData()
    for (const name of ['a.jpg', 'b.jpg']) form.append('file', new Blob([new Uint8Array(await jpeg('#123'))], { type: 'image/jpeg' }), name)
    const two = await fetch(`${cms.url}/api/me/avatar`, { method: 'POST', headers: { authorization: `Bearer ${member.jwt}` }, body: form })
    expect(two.status).toBe(400)
    expect((await userRow(member)).avatar).toBeNull()

    const single = new FormData()
    single.append('file', new Blob([new Uint8Array(await jpeg('#123'))], { type: 'image/jpeg' }), 'a.jpg')
    expect((await fetch(`${cms.url}/api/me/avatar`, { method: 'POST', body: single })).status).toBe(401)
    expect(await cms.strapi.db.query('plugin::upload.file').count({ where: { name: 'a.jpg' } })).toBe(0)
  })
})

describe(`account deletion (${db})`, () => {
  async function memberWithEverything() {
    const member = await createMember(cms.strapi)
    await callApi(cms, 'PUT', '/me/favorites', { jwt: member.jwt, body: { contentItem: items[0], isFavorited: true } })
    await cms.strapi
      .documents('api::enter.enter')
      .create({ data: { user: member.documentId, call: items[1], sharedPhone: '0612345678' } as any })
    await cms.strapi.documents('api::membership.membership').create({
      data: { user: member.documentId, organization: organizations.ORGANIZATION_TYPE_REGULAR, role: 'employee' } as any,
    })
    const call = await cms.strapi.documents(ITEM).create({
      data: {
        type: 'CONTENT_TYPE_CALL_UP',
        title: `Oproep van lid ${member.id}`,
        slug: `oproep-van-lid-${member.id}`,
        reviewState: 'approved',
        author: member.documentId,
      } as any,
      status: 'published',
    })
    const avatar = await postAvatar(member, { bytes: await jpeg('#999'), name: 'a.jpg', type: 'image/jpeg' })
    return { member, call: call.documentId, avatarUrl: avatar.body.data.avatar.url as string }
  }
  const countFor = (uid: string, member: TestMember) => cms.strapi.db.query(uid as any).count({ where: { user: { id: member.id } } })
  const authorsOf = async (documentId: string) =>
    (await cms.strapi.db.query(ITEM).findMany({ where: { documentId }, populate: { author: { select: ['id'] } } })).map(
      (row: any) => row.author?.id ?? null,
    )

  it('refuses a wrong or missing password and deletes nothing', async () => {
    const { member, call } = await memberWithEverything()
    for (const body of [{ password: 'Verkeerd!2026' }, {}, undefined]) {
      const response = await callApi(cms, 'DELETE', '/me', { jwt: member.jwt, body })
      expect(response.status).toBe(400)
    }
    const wrong = await callApi(cms, 'DELETE', '/me', { jwt: member.jwt, body: { password: 'Verkeerd!2026' } })
    expect(wrong.body.error).toMatchObject({ details: { code: 'current-password-wrong' }, message: 'Je huidige wachtwoord is onjuist.' })
    expect(await cms.strapi.db.query(USER).count({ where: { id: member.id } })).toBe(1)
    for (const uid of ['api::favorite.favorite', 'api::enter.enter', 'api::membership.membership'])
      expect(await countFor(uid, member)).toBe(1)
    expect(await authorsOf(call)).toEqual([member.id, member.id])
  })

  it('throttles password tries', async () => {
    const member = await createMember(cms.strapi)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await callApi(cms, 'DELETE', '/me', { jwt: member.jwt, body: { password: 'Verkeerd!2026' } })).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    expect((await callApi(cms, 'DELETE', '/me', { jwt: member.jwt, body: { password: MEMBER_PASSWORD } })).status).toBe(429)
    expect(await cms.strapi.db.query(USER).count({ where: { id: member.id } })).toBe(1)
  })

  it('with the right password removes the member, their favorites, enters, memberships and picture, and keeps their content without them', async () => {
    const { member, call, avatarUrl } = await memberWithEverything()
    const bystander = await memberWithEverything()
    const response = await callApi(cms, 'DELETE', '/me', { jwt: member.jwt, body: { password: MEMBER_PASSWORD } })
    expect(response.status).toBe(204)

    expect(await cms.strapi.db.query(USER).count({ where: { id: member.id } })).toBe(0)
    for (const uid of ['api::favorite.favorite', 'api::enter.enter', 'api::membership.membership']) {
      expect(await cms.strapi.db.query(uid as any).count({ where: { pairKey: { $startsWith: `${member.id}:` } } })).toBe(0)
      expect(await countFor(uid, bystander.member)).toBe(1)
    }
    expect(await authorsOf(call)).toEqual([null, null])
    expect(await authorsOf(bystander.call)).toEqual([bystander.member.id, bystander.member.id])
    expect(existsSync(fileOnDisk(avatarUrl))).toBe(false)
    expect(existsSync(fileOnDisk(bystander.avatarUrl))).toBe(true)

    // The JWT of a deleted member opens nothing any more.
    expect((await callApi(cms, 'GET', '/me/profile', { jwt: member.jwt })).status).toBe(401)
  })
})
