import type { Core } from '@strapi/strapi'
import { BRAND, type MemberRole, type OrganizationType } from '@talentstad/types'

export interface SeedOrganization {
  type: OrganizationType
  name: string
  description: string
  websiteUrl: string
  tags: string[]
  contact: { name: string; title: string; email: string; phone: string }
  address: { street: string; houseNumber: string; postal: string; city: string }
  callToActions: Array<{ text: string; url: string }>
  applicationState: 'pending' | 'approved' | 'rejected'
  rejectReason?: string
  /** The demo user (key in demo-users.json) who applied; demo mode only. */
  applicant?: string
}

/** The demo city is the brand's (packages/types brand.ts): names, addresses and copy follow it. */
const city = BRAND.city

const org = (
  type: OrganizationType,
  name: string,
  description: string,
  domain: string,
  tags: string[],
  contact: [string, string],
  street: [string, string, string],
  applicationState: SeedOrganization['applicationState'] = 'approved',
  rejectReason?: string,
): SeedOrganization => ({
  type,
  name,
  description,
  websiteUrl: `https://www.${domain}`,
  tags,
  contact: { name: contact[0], title: contact[1], email: `contact@${domain}`, phone: '010 123 45 67' },
  address: { street: street[0], houseNumber: street[1], postal: street[2], city },
  callToActions: [
    { text: 'Bekijk onze website', url: `https://www.${domain}` },
    { text: 'Neem contact op', url: `https://www.${domain}/contact` },
  ],
  applicationState,
  rejectReason,
})

export const ORGANIZATIONS: SeedOrganization[] = [
  org(
    'ORGANIZATION_TYPE_REGULAR',
    'Kanaal Digital',
    'Digitaal bureau aan het kanaal dat apps en platforms bouwt voor publieke organisaties. We werken met kleine teams, veel eigen verantwoordelijkheid en ruimte voor stagiairs.',
    'kanaaldigital.nl',
    ['Overheid', 'Open source', 'Webontwikkeling'],
    ['Fatima el Amrani', 'Teamlead engineering'],
    ['Havenkade', '12', '3011 AB'],
  ),
  org(
    'ORGANIZATION_TYPE_REGULAR',
    'Brugwerk Security',
    'Specialist in cybersecurity voor het mkb: pentests, awareness-trainingen en een eigen security operations center in de binnenstad.',
    'brugwerksecurity.nl',
    ['Cybersecurity', 'Mkb'],
    ['Joost de Wit', 'Security officer'],
    ['Vestingweg', '4', '3012 CD'],
  ),
  org(
    'ORGANIZATION_TYPE_REGULAR',
    `Zorgdata ${city}`,
    `Zorgdata ${city} maakt medische gegevens veilig bruikbaar voor onderzoek. Data engineers en onderzoekers werken hier samen aan betere zorg.`,
    'zorgdatastad.nl',
    ['HealthTech', 'Data'],
    ['Priya Raghunath', 'Head of data'],
    ['Ziekenhuislaan', '88', '3015 EF'],
  ),
  org(
    'ORGANIZATION_TYPE_REGULAR',
    'Groene Stroom Labs',
    'Scale-up die slimme laadpalen en energiesoftware ontwikkelt. We zoeken mensen die de energietransitie willen versnellen.',
    'groenestroomlabs.nl',
    ['Duurzaamheid', 'IoT'],
    ['Bram Jansen', 'CTO'],
    ['Energieweg', '21', '3016 GH'],
  ),
  org(
    'ORGANIZATION_TYPE_REGULAR',
    'Pixelhaven Games',
    'Onafhankelijke gamestudio met twintig makers. We brengen dit jaar ons derde spel uit en openen een traineeship voor junior developers.',
    'pixelhaven.nl',
    ['Gaming', 'Creatieve tech'],
    ['Lotte Verbeek', 'Studio manager'],
    ['Lijnbaanstraat', '7', '3012 KL'],
    'pending',
  ),
  org(
    'ORGANIZATION_TYPE_EDUCATION',
    `Hogeschool ${city}`,
    'Hogeschool met opleidingen in ICT, technische informatica en creative media. Studenten lopen stage bij bedrijven in de regio.',
    'hogeschoolstad.nl',
    ['Onderwijs', 'Hbo'],
    ['Marieke Bos', 'Stagecoördinator ICT'],
    ['Campusplein', '1', '3020 AA'],
  ),
  org(
    'ORGANIZATION_TYPE_EDUCATION',
    `Universiteit van ${city}`,
    'Onderzoeksuniversiteit met sterke groepen in informatica, data science en cybersecurity.',
    'universiteitvanstad.nl',
    ['Onderwijs', 'Onderzoek'],
    ['Prof. dr. Ahmed Yilmaz', 'Opleidingsdirecteur informatica'],
    ['Universiteitsweg', '100', '3021 BB'],
  ),
  org(
    'ORGANIZATION_TYPE_EDUCATION',
    `Technisch College ${city}`,
    'Mbo-college voor software-ontwikkeling, netwerkbeheer en mediavormgeving, met een eigen leerbedrijf.',
    'technischcollegestad.nl',
    ['Onderwijs', 'Mbo'],
    ['Kees van Dijk', 'Praktijkopleider'],
    ['Ambachtsweg', '15', '3022 CC'],
  ),
  org(
    'ORGANIZATION_TYPE_EDUCATION',
    `${city} Code Academy`,
    'Omscholingsacademie met intensieve bootcamps voor zij-instromers die software-ontwikkelaar willen worden.',
    'stadcodeacademy.nl',
    ['Onderwijs', 'Omscholing'],
    ['Nadia Hassan', 'Programmaleider'],
    ['Werfstraat', '30', '3023 DD'],
  ),
  org(
    'ORGANIZATION_TYPE_STUDENTS',
    'Studievereniging Bit',
    'Studievereniging voor informaticastudenten: lezingen, hackathons, bedrijfsbezoeken en een jaarlijkse LAN-party.',
    'svbit.nl',
    ['Studenten', 'Hackathons'],
    ['Daan Smit', 'Voorzitter'],
    ['Campusplein', '3', '3020 AB'],
  ),
  org(
    'ORGANIZATION_TYPE_STUDENTS',
    `Women in Tech ${city}`,
    'Studentenvereniging die vrouwen en non-binaire studenten in tech verbindt met rolmodellen en werkgevers.',
    'witstad.nl',
    ['Studenten', 'Diversiteit'],
    ['Yara Mendes', 'Voorzitter'],
    ['Universiteitsweg', '12', '3021 BC'],
  ),
  org(
    'ORGANIZATION_TYPE_STUDENTS',
    `Hackerspace ${city}`,
    'Vereniging van studenten die samen bouwen aan hardware, beveiliging en open source, elke donderdagavond open.',
    'hackerspacestad.nl',
    ['Studenten', 'Open source', 'Cybersecurity'],
    ['Tim Koster', 'Penningmeester'],
    ['Ambachtsweg', '22', '3022 CE'],
  ),
  org(
    'ORGANIZATION_TYPE_STUDENTS',
    'Data Science Society',
    'Studententeam dat datachallenges organiseert met bedrijven en de gemeente.',
    'datasciencesociety.nl',
    ['Studenten', 'Data'],
    ['Sem de Groot', 'Secretaris'],
    ['Campusplein', '9', '3020 AC'],
  ),
  {
    ...org(
      'ORGANIZATION_TYPE_REGULAR',
      'Datadok Analytics',
      'Datadok maakt dashboards en datapijplijnen voor zorginstellingen en gemeenten, en zoekt afstudeerders in data engineering.',
      'datadok.nl',
      ['Data'],
      ['Linda Vos', 'Oprichter'],
      ['Dataweg', '5', '3014 AB'],
      'pending',
    ),
    applicant: 'applicant',
  },
  org(
    'ORGANIZATION_TYPE_STUDENTS',
    `Startup Club ${city}`,
    'Vereniging voor studenten die een eigen bedrijf willen beginnen. Pitchavonden en mentoren uit de regio.',
    'startupclubstad.nl',
    ['Studenten', 'Ondernemen'],
    ['Noor Visser', 'Voorzitter'],
    ['Werfstraat', '2', '3023 DE'],
    'rejected',
    'De aanmelding mist een inschrijving bij de Kamer van Koophandel.',
  ),
]

/** Pending demo invitations (demo mode): by organisation, address and role, from a demo admin (key in demo-users.json). */
export const DEMO_INVITATIONS: Array<{ organization: string; email: string; role: MemberRole; invitedBy: string }> = [
  { organization: `Hogeschool ${city}`, email: 'nieuwe-docent@demo.talentstad.nl', role: 'contentManager', invitedBy: 'educationAdmin' },
]

/**
 * The demo's organisation data that needs the demo users: who applied for a pending organisation,
 * and pending invitations. Idempotent: an applicant is only set when none is, an invitation only
 * created when no pending one exists for that address and organisation (so after 7 days a restart
 * brings a fresh one). No mail is sent.
 */
export async function seedOrganizationDemo(
  strapi: Core.Strapi,
  organizationIds: Map<string, string>,
  userIds: Map<string, { id: number; documentId: string }>,
) {
  const ORGANIZATION = 'api::organization.organization'
  for (const organization of ORGANIZATIONS) {
    const documentId = organizationIds.get(organization.name)
    const applicant = organization.applicant ? userIds.get(organization.applicant) : undefined
    if (!documentId || !applicant) continue
    const row = await strapi.db
      .query(ORGANIZATION)
      .findOne({ where: { documentId }, select: ['id'], populate: { submittedBy: { select: ['id'] } } })
    if (row && !row.submittedBy)
      await strapi.documents(ORGANIZATION).update({ documentId, data: { submittedBy: applicant.documentId } as any })
  }
  for (const invitation of DEMO_INVITATIONS) {
    const documentId = organizationIds.get(invitation.organization)
    if (!documentId) continue
    const organization = await strapi.db.query(ORGANIZATION).findOne({ where: { documentId }, select: ['id', 'documentId'] })
    const pending = await strapi.db.query('api::invitation.invitation').count({
      where: {
        organization: { id: organization.id },
        email: invitation.email,
        acceptedAt: { $null: true },
        withdrawnAt: { $null: true },
        expiresAt: { $gt: new Date() },
      },
    })
    if (pending > 0) continue
    await strapi
      .service('api::invitation.invitations')
      .issue(organization, userIds.get(invitation.invitedBy)?.id ?? null, invitation.email, invitation.role)
  }
}
