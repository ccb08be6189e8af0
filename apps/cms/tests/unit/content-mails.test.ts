import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contentMails, type SharedEnter } from '../../src/lib/content-mails'
import { renderText } from '../../src/lib/mail'
import { organizationMails } from '../../src/lib/organization-mails'

// The Dutch mails about calls (review, decisions, enters) and about organisations, as blocks.

const SITE = 'https://talentstad.example'
beforeEach(() => {
  vi.stubEnv('SITE_URL', `${SITE}//`)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

const call = { documentId: 'call 1', title: 'Wie helpt met onze app?', slug: 'wie-helpt' }
const enter = (fields: Partial<SharedEnter> = {}): SharedEnter => ({
  firstName: 'Noor',
  lastName: 'de Vries',
  sharedPhone: null,
  sharedLinkedIn: null,
  message: null,
  ...fields,
})
const textOf = (mail: { blocks: Parameters<typeof renderText>[0] }) => renderText(mail.blocks)

describe('contentMails', () => {
  it('asks for a review of a new call, or of an edit whose previous version stays online', () => {
    const fresh = contentMails.reviewRequested('Kim', call, false)
    expect(fresh.subject).toBe('Een nieuwe oproep wacht op beoordeling: Wie helpt met onze app?')
    expect(fresh.blocks).toContainEqual({ link: { label: 'Oproep beoordelen', url: `${SITE}/profiel/oproepen/beoordelen/call%201` } })
    const edited = contentMails.reviewRequested('Kim', call, true)
    expect(edited.subject).toBe('Een gewijzigde oproep wacht op beoordeling: Wie helpt met onze app?')
    expect(textOf(edited)).toContain('Tot je hem goedkeurt, blijft de vorige versie online.')
  })

  it('tells the author of a decision: the approved call by its link, a rejection with its reason', () => {
    expect(contentMails.approved('Sam', call).blocks).toContainEqual({
      link: { label: 'Bekijk je oproep', url: `${SITE}/oproepen/wie-helpt` },
    })
    const rejected = contentMails.rejected(null, call, 'Geen contactgegevens')
    expect(rejected.subject).toBe('Je oproep is afgewezen: Wie helpt met onze app?')
    expect(rejected.blocks.slice(0, 3)).toEqual([
      { text: 'Hoi,' },
      { text: 'De communitymanager heeft je oproep "Wie helpt met onze app?" afgewezen. De reden:' },
      { text: 'Geen contactgegevens' },
    ])
    expect(rejected.blocks).toContainEqual({ link: { label: 'Naar mijn oproepen', url: `${SITE}/profiel/oproepen` } })
  })

  it('passes on only what a responder shared, in a fixed order, or says they shared nothing', () => {
    const all = contentMails.entered(
      'Sam',
      call,
      enter({ sharedPhone: '0612345678', sharedLinkedIn: 'https://www.linkedin.com/in/noor', message: 'Ik help graag.\nGroet' }),
    )
    expect(all.subject).toBe('Nieuwe enter op je oproep: Wie helpt met onze app?')
    expect(all.blocks.slice(1, 5)).toEqual([
      { text: 'Noor de Vries heeft gereageerd op de oproep "Wie helpt met onze app?" en deelt het volgende met je:' },
      { text: 'Telefoon: 0612345678' },
      { text: 'LinkedIn: https://www.linkedin.com/in/noor' },
      { text: 'Bericht:\nIk help graag.\nGroet' },
    ])
    const nothing = contentMails.entered('Sam', call, enter({ firstName: '', lastName: '' }))
    expect(nothing.blocks.slice(1, 3)).toEqual([
      { text: 'Iemand heeft gereageerd op de oproep "Wie helpt met onze app?" en deelt het volgende met je:' },
      { text: 'Iemand heeft geen contactgegevens gedeeld.' },
    ])
  })

  it('sums up the enters since the last mail in one, singular or plural', () => {
    const one = contentMails.enteredSummary('Sam', call, [enter()])
    expect(one.subject).toBe('Nieuwe enter op je oproep: Wie helpt met onze app?')
    expect(textOf(one)).toContain('Er heeft nog iemand gereageerd op de oproep "Wie helpt met onze app?":')
    const three = contentMails.enteredSummary('Sam', call, [
      enter(),
      enter({ firstName: 'Bo', lastName: '', sharedPhone: '0201234567' }),
      enter({ firstName: 'Ali', lastName: 'K' }),
    ])
    expect(three.subject).toBe('3 nieuwe enters op je oproep: Wie helpt met onze app?')
    expect(three.blocks.slice(1, 8)).toEqual([
      { text: 'Er hebben nog 3 mensen gereageerd op de oproep "Wie helpt met onze app?":' },
      { text: 'Noor de Vries:' },
      { text: 'Noor de Vries heeft geen contactgegevens gedeeld.' },
      { text: 'Bo:' },
      { text: 'Telefoon: 0201234567' },
      { text: 'Ali K:' },
      { text: 'Ali K heeft geen contactgegevens gedeeld.' },
    ])
  })

  it('counts the review queue in words, one or many, and signs off as the team', () => {
    expect(contentMails.reviewQueue('Kim', 1).subject).toBe('Er wacht 1 item op beoordeling')
    const five = contentMails.reviewQueue('Kim', 5)
    expect(five.subject).toBe('Er wachten 5 items op beoordeling')
    expect(textOf(five)).toBe(
      [
        'Hoi Kim,',
        'Sinds je laatste bericht is er meer ingediend. Er wachten nu 5 items op je beoordeling.',
        `Naar de wachtrij: ${SITE}/profiel/oproepen/beoordelen`,
        'Groet,\nHet team van Talentstad',
      ].join('\n\n'),
    )
  })
})

describe('organizationMails', () => {
  const organization = { documentId: 'org1', name: 'Hogeschool Havendam', type: 'ORGANIZATION_TYPE_EDUCATION' as const }

  it("names a new application's kind and links to its review", () => {
    const mail = organizationMails.applicationReceived('Kim', organization)
    expect(mail.subject).toBe('Nieuwe aanmelding van een organisatie: Hogeschool Havendam')
    expect(textOf(mail)).toContain('Hogeschool Havendam (onderwijsinstelling) heeft zich aangemeld als partner van Talentstad')
    expect(mail.blocks).toContainEqual({ link: { label: 'Aanmelding beoordelen', url: `${SITE}/profiel/aanmeldingen/org1` } })
    expect(organizationMails.applicationQueue('Kim', 2).subject).toBe('Er wachten 2 aanmeldingen van organisaties')
    expect(organizationMails.applicationQueue('Kim', 1).subject).toBe('Er wacht 1 aanmelding van een organisatie')
  })

  it('gives a rejection its reason when there is one, and none when there is none', () => {
    const withReason = organizationMails.applicationRejected('Sam', organization, 'Geen KvK-nummer')
    expect(withReason.blocks.slice(1, 3)).toEqual([
      { text: 'De communitymanager heeft de aanmelding van Hogeschool Havendam afgewezen. De reden:' },
      { text: 'Geen KvK-nummer' },
    ])
    const without = organizationMails.applicationRejected('Sam', organization, null)
    expect(without.blocks[1]).toEqual({ text: 'De communitymanager heeft de aanmelding van Hogeschool Havendam afgewezen.' })
    expect(without.blocks[2]).toEqual({ text: 'Heb je vragen? Neem dan contact op met het communityteam.' })
    expect(without.blocks).toContainEqual({ link: { label: 'Contact', url: `${SITE}/contact` } })
  })

  it('invites with the role in words, the days the link works and the token in the link', () => {
    const mail = organizationMails.invitation(organization, 'contentManager', 'Kim Jansen', 'tok/en+1', 7 * 24 * 60 * 60 * 1000)
    expect(mail.subject).toBe('Je bent uitgenodigd voor Hogeschool Havendam op Talentstad')
    expect(mail.blocks[0]).toEqual({ text: 'Hoi,' })
    expect(textOf(mail)).toContain('Kim Jansen nodigt je uit om als contentbeheerder lid te worden van Hogeschool Havendam op Talentstad.')
    expect(mail.blocks).toContainEqual({ link: { label: 'Uitnodiging bekijken', url: `${SITE}/uitnodiging/tok%2Fen%2B1` } })
    expect(textOf(mail)).toContain('De link is 7 dagen geldig en werkt één keer.')
  })

  it("says whose item was taken offline: an organisation's, or the member's own", () => {
    expect(organizationMails.itemTakenOffline('Sam', { title: 'Stage' }, { name: 'Acme' }, 'Verlopen').blocks.slice(1, 3)).toEqual([
      { text: 'De communitymanager heeft "Stage" van Acme offline gehaald. De reden:' },
      { text: 'Verlopen' },
    ])
    expect(organizationMails.itemTakenOffline('Sam', { title: 'Stage' }, null, 'Verlopen').blocks[1]).toEqual({
      text: 'De communitymanager heeft je item "Stage" offline gehaald. De reden:',
    })
  })
})
