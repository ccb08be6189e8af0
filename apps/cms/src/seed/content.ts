import { BRAND, type AudienceType, type ContentType, type ReviewState } from '@talentstad/types'

/** The demo city is the brand's (packages/types brand.ts). */
const city = BRAND.city

export interface SeedContent {
  type: ContentType
  title: string
  summary: string
  paragraphs: string[]
  themes: string[]
  audiences: AudienceType[]
  organization?: string
  author?: string
  reviewState: ReviewState
  rejectReason?: string
  externalUrl?: string
  /** Days from the seed run; events only. */
  startInDays?: number
  /** Local (city) hour the event starts; 19:00 when absent. */
  startHour?: number
  durationHours?: number
  /** The day of the week the event falls on (0 Sunday … 6 Saturday): the nearest one from startInDays, away from today. */
  weekday?: number
  location?: string
  /** An event members sign up for here (issue 31): its places (null: unlimited) and what it asks. */
  signUp?: { capacity: number | null; waitingList?: boolean; askEmail?: boolean; askPhone?: boolean; question?: string }
}

export const THEMES = [
  'AI en data',
  'Cybersecurity',
  'Software-ontwikkeling',
  'Design en UX',
  'Cloud en DevOps',
  'Duurzame tech',
  'Ondernemen',
  'Carrière',
]

export const AUDIENCES: Array<{ key: AudienceType; name: string }> = [
  { key: 'AUDIENCE_STUDENT', name: 'Studenten' },
  { key: 'AUDIENCE_PROFESSIONAL', name: 'Professionals' },
  { key: 'AUDIENCE_ORGANIZATION', name: 'Organisaties' },
]

const S: AudienceType = 'AUDIENCE_STUDENT'
const P: AudienceType = 'AUDIENCE_PROFESSIONAL'
const O: AudienceType = 'AUDIENCE_ORGANIZATION'

const CALLS: Array<[string, string, string[], AudienceType[], string | undefined, string]> = [
  [
    'Mede-oprichter gezocht voor app tegen voedselverspilling',
    'Ik zoek een developer die samen met mij een app bouwt die overgebleven maaltijden van restaurants koppelt aan buurtbewoners.',
    ['Duurzame tech', 'Ondernemen'],
    [S, P],
    undefined,
    'professional',
  ],
  [
    'Stagiair data-analyse voor onderzoek naar wachttijden',
    'Voor een onderzoek naar wachttijden in de zorg zoeken we een student die wil meewerken aan data-analyse in Python.',
    ['AI en data'],
    [S],
    `Zorgdata ${city}`,
    'contentManager',
  ],
  [
    'Sparringpartner voor mijn afstudeerproject over toegankelijkheid',
    'Ik onderzoek hoe gemeentelijke websites beter bruikbaar worden voor mensen met een visuele beperking en zoek een UX-professional om mee te sparren.',
    ['Design en UX'],
    [P],
    undefined,
    'student',
  ],
  [
    'Mentor gezocht voor junior developers in het leerbedrijf',
    'Ons leerbedrijf zoekt ervaren developers die eens per maand een middag willen meekijken met onze studenten.',
    ['Software-ontwikkeling', 'Carrière'],
    [P],
    `Technisch College ${city}`,
    undefined,
  ],
  [
    'Testers gezocht voor onze nieuwe laadpaal-app',
    'Heb je een elektrische auto of rijd je deel-auto? Help ons de nieuwe app te testen en geef feedback.',
    ['Duurzame tech'],
    [S, P],
    'Groene Stroom Labs',
    'contentManager',
  ],
  [
    'Teamgenoten voor de Stadshackathon',
    'We zijn met z’n tweeën en zoeken een designer en een backend-developer voor de hackathon in maart.',
    ['Software-ontwikkeling', 'Design en UX'],
    [S],
    undefined,
    'student',
  ],
  [
    'Gastspreker over security in de praktijk',
    'Studievereniging Bit zoekt een professional die wil vertellen over een dag uit het leven van een pentester.',
    ['Cybersecurity', 'Carrière'],
    [P, O],
    'Studievereniging Bit',
    undefined,
  ],
  [
    'Wie helpt ons met een open-source toegankelijkheidschecker?',
    'We bouwen een open-source tool die websites controleert op toegankelijkheid. Bijdragen in TypeScript zijn welkom.',
    ['Software-ontwikkeling', 'Design en UX'],
    [S, P],
    'Kanaal Digital',
    'contentManager',
  ],
  [
    'Data voor een scriptie over fietsverkeer',
    'Ik zoek een organisatie die geanonimiseerde telgegevens van fietsverkeer wil delen voor mijn scriptie.',
    ['AI en data'],
    [O],
    undefined,
    'student',
  ],
  [
    'Maatje gezocht om samen AWS-certificering te halen',
    'Samen leren gaat beter: ik zoek iemand die ook voor AWS Solutions Architect gaat en wekelijks wil oefenen.',
    ['Cloud en DevOps', 'Carrière'],
    [P],
    undefined,
    'professional',
  ],
  [
    'Bedrijven gezocht voor een datachallenge',
    'Data Science Society zoekt bedrijven met een echte datavraag voor onze challenge in het voorjaar.',
    ['AI en data'],
    [O],
    'Data Science Society',
    undefined,
  ],
  [
    'Workshopgevers voor de Women in Tech-dag',
    'Geef jij een workshop van een uur over jouw vak? We zoeken sprekers met uiteenlopende achtergronden.',
    ['Carrière'],
    [P],
    `Women in Tech ${city}`,
    undefined,
  ],
  [
    'Feedback gezocht op ons prototype voor buurtinitiatieven',
    'We hebben een klikbaar prototype voor een buurtplatform en zoeken mensen die het willen testen.',
    ['Design en UX'],
    [S, P],
    undefined,
    'professional',
  ],
  [
    'Student gezocht voor onderzoek naar phishing',
    'Brugwerk Security zoekt een student die wil onderzoeken hoe medewerkers van het mkb phishing herkennen.',
    ['Cybersecurity'],
    [S],
    'Brugwerk Security',
    'contentManager',
  ],
  [
    'Co-founder met verstand van machine learning',
    'Voor een startup in slimme irrigatie zoek ik een co-founder met ervaring in machine learning.',
    ['AI en data', 'Ondernemen'],
    [P],
    undefined,
    'professional',
  ],
  [
    'Vrijwilligers voor de codeerclub in de bibliotheek',
    'Elke zaterdagochtend leren kinderen programmeren in de bibliotheek. Help jij mee?',
    ['Software-ontwikkeling'],
    [S, P],
    undefined,
    'student',
  ],
]

const CALL_STATES: ReviewState[] = [
  'approved',
  'approved',
  'approved',
  'approved',
  'approved',
  'approved',
  'approved',
  'approved',
  'approved',
  'approved',
  'pending',
  'pending',
  'rejected',
  'rejected',
  'draft',
  'draft',
]

const NEWS: Array<[string, string, string[]]> = [
  [
    'Gemeente opent nieuw innovatiecentrum aan de haven',
    'In het oude havengebouw komt ruimte voor veertig startups en een publiek makerslab.',
    ['Ondernemen'],
  ],
  [
    'Recordaantal studenten kiest voor een ICT-opleiding',
    'Het aantal eerstejaars in ICT-opleidingen in de stad steeg dit jaar met twaalf procent.',
    ['Carrière'],
  ],
  [
    `${city} krijgt eigen cybersecuritycentrum voor het mkb`,
    'Ondernemers kunnen er terecht voor gratis advies en een jaarlijkse check van hun systemen.',
    ['Cybersecurity'],
  ],
  [
    'Open data-portaal van de gemeente vernieuwd',
    'Meer dan driehonderd datasets zijn nu makkelijker te vinden en te gebruiken.',
    ['AI en data'],
  ],
  [
    'Hackathon levert drie ideeën op voor betere luchtkwaliteit',
    'Teams van studenten en professionals bouwden in 48 uur prototypes die de gemeente gaat testen.',
    ['Duurzame tech'],
  ],
  [
    'Nieuwe leerwerkplekken voor zij-instromers',
    'Twintig bedrijven bieden samen honderd plekken voor mensen die overstappen naar de IT.',
    ['Carrière'],
  ],
  [
    'Gamestudio’s bundelen krachten in nieuwe coöperatie',
    'Vijf kleine studio’s delen voortaan een kantoor, testapparatuur en een gezamenlijke stagepool.',
    ['Software-ontwikkeling'],
  ],
  [
    'Talentstad bereikt vijfduizend leden',
    'Het platform verbindt inmiddels vijfduizend studenten, professionals en organisaties.',
    ['Carrière'],
  ],
  [
    'Universiteit start onderzoek naar eerlijke algoritmes',
    'Een nieuw onderzoeksteam kijkt hoe overheden algoritmes transparant kunnen inzetten.',
    ['AI en data'],
  ],
  [
    'Energiebedrijven zoeken massaal software-talent',
    'De energietransitie vraagt om honderden developers in de regio, blijkt uit een nieuwe verkenning.',
    ['Duurzame tech', 'Carrière'],
  ],
  [
    'Stagebeurs trekt ruim duizend bezoekers',
    'Op de jaarlijkse stagebeurs presenteerden zich zestig bedrijven en instellingen.',
    ['Carrière'],
  ],
  [
    'Gratis cloudtraining voor docenten',
    'Docenten van mbo en hbo kunnen deze winter gratis een cloudtraining volgen.',
    ['Cloud en DevOps'],
  ],
  [
    'Nieuw fonds voor studentenstartups',
    'Studenten met een techstartup kunnen vanaf nu een startkapitaal van maximaal tienduizend euro aanvragen.',
    ['Ondernemen'],
  ],
  [
    'Toegankelijkheid gemeentelijke websites flink verbeterd',
    'Na een jaar werk voldoen alle websites van de gemeente aan de toegankelijkheidseisen.',
    ['Design en UX'],
  ],
  [
    'Eerste lichting bootcamp-studenten aan de slag',
    'Alle vijfentwintig deelnemers van de eerste bootcamp hebben een baan gevonden.',
    ['Carrière', 'Software-ontwikkeling'],
  ],
  [
    `${city} doet mee aan Europees project voor digitale tweelingen`,
    'Met een digitale kopie van de binnenstad wil de gemeente verkeer en klimaat beter voorspellen.',
    ['AI en data', 'Duurzame tech'],
  ],
]

const JOBS: Array<[string, string, string[], AudienceType[], string]> = [
  [
    'Junior front-end developer (32–40 uur)',
    'Bouw mee aan toegankelijke webapplicaties voor gemeenten en zorginstellingen.',
    ['Software-ontwikkeling'],
    [S, P],
    'Kanaal Digital',
  ],
  [
    'Afstudeerstage: toegankelijk ontwerpen',
    'Onderzoek hoe ons designsysteem beter werkt met schermlezers.',
    ['Design en UX'],
    [S],
    'Kanaal Digital',
  ],
  [
    'Medior backend developer Node.js',
    'Werk aan de API’s achter onze platforms, met TypeScript, PostgreSQL en veel tests.',
    ['Software-ontwikkeling'],
    [P],
    'Kanaal Digital',
  ],
  [
    'Security analist SOC',
    'Monitor en onderzoek beveiligingsincidenten bij onze mkb-klanten.',
    ['Cybersecurity'],
    [P],
    'Brugwerk Security',
  ],
  ['Stage ethisch hacken', 'Leer pentesten onder begeleiding van ervaren specialisten.', ['Cybersecurity'], [S], 'Brugwerk Security'],
  [
    'Data engineer zorgdata',
    'Bouw veilige datapijplijnen voor medisch onderzoek.',
    ['AI en data', 'Cloud en DevOps'],
    [P],
    `Zorgdata ${city}`,
  ],
  [
    'Afstudeeropdracht privacy-vriendelijke analyse',
    'Onderzoek technieken voor analyse op versleutelde of gesynthetiseerde data.',
    ['AI en data'],
    [S],
    `Zorgdata ${city}`,
  ],
  [
    'Embedded software engineer laadpalen',
    'Schrijf firmware voor de volgende generatie laadpalen.',
    ['Duurzame tech', 'Software-ontwikkeling'],
    [P],
    'Groene Stroom Labs',
  ],
  [
    'Stage data science energieverbruik',
    'Voorspel piekbelasting op het net met machine learning.',
    ['AI en data', 'Duurzame tech'],
    [S],
    'Groene Stroom Labs',
  ],
  [
    'DevOps engineer (hybride)',
    'Automatiseer onze infrastructuur met Kubernetes en Terraform.',
    ['Cloud en DevOps'],
    [P],
    'Groene Stroom Labs',
  ],
  [
    'Docent software-ontwikkeling',
    'Geef les aan mbo-studenten en begeleid ze in het leerbedrijf.',
    ['Software-ontwikkeling', 'Carrière'],
    [P],
    `Technisch College ${city}`,
  ],
  [
    'Onderzoeker cybersecurity (promotieplek)',
    'Vierjarig promotieonderzoek naar veilige software-updates.',
    ['Cybersecurity'],
    [P, S],
    `Universiteit van ${city}`,
  ],
  [
    'Student-assistent programmeren',
    'Help eerstejaars bij practica programmeren, acht uur per week.',
    ['Software-ontwikkeling'],
    [S],
    `Universiteit van ${city}`,
  ],
  [
    'Trainer bootcamp full-stack',
    'Leid groepen zij-instromers op tot full-stack developer.',
    ['Software-ontwikkeling', 'Carrière'],
    [P],
    `${city} Code Academy`,
  ],
  ['Stagecoördinator ICT', 'Verbind studenten met stageplekken in de regio.', ['Carrière'], [P], `Hogeschool ${city}`],
  [
    'Bijbaan IT-support op de campus',
    'Help studenten en medewerkers met hun laptop en accounts.',
    ['Cloud en DevOps'],
    [S],
    `Hogeschool ${city}`,
  ],
]

const ARTICLES: Array<[string, string, string[], AudienceType[]]> = [
  [
    'Zo schrijf je een sterke open sollicitatie in tech',
    'Vijf tips van recruiters uit de stad voor een brief die wél wordt gelezen.',
    ['Carrière'],
    [S, P],
  ],
  [
    'Wat doet een security analist eigenlijk?',
    'Een dag meelopen met een analist in een security operations center.',
    ['Cybersecurity', 'Carrière'],
    [S],
  ],
  [
    'Van horeca naar programmeren: drie zij-instromers vertellen',
    'Hoe zij de overstap maakten en wat ze anderen aanraden.',
    ['Carrière', 'Software-ontwikkeling'],
    [P],
  ],
  [
    'Toegankelijk bouwen begint bij semantische HTML',
    'Waarom een echte knop beter is dan een div met een klik-handler.',
    ['Design en UX', 'Software-ontwikkeling'],
    [S, P],
  ],
  [
    'Een startup beginnen naast je studie',
    'Oprichters van studentenstartups delen wat ze eerder hadden willen weten.',
    ['Ondernemen'],
    [S],
  ],
  ['Machine learning zonder hype', 'Wanneer een eenvoudig model beter werkt dan een groot taalmodel.', ['AI en data'], [P]],
  ['Zo kies je een stage die bij je past', 'Een checklist om stageplekken te vergelijken.', ['Carrière'], [S]],
  [
    'Groene software: zuiniger code schrijven',
    'Hoe efficiënte code het energieverbruik van datacenters verlaagt.',
    ['Duurzame tech', 'Software-ontwikkeling'],
    [P],
  ],
  [
    'Werken als developer bij de overheid',
    'Over publieke waarde, open source en een goede balans tussen werk en privé.',
    ['Carrière'],
    [S, P],
  ],
  [
    'Wat leer je op een hackathon?',
    'Samenwerken onder tijdsdruk en snel prototypen: lessen van deelnemers.',
    ['Software-ontwikkeling'],
    [S],
  ],
  ['Cloudkosten in de hand houden', 'Praktische tips om verrassingen op de factuur te voorkomen.', ['Cloud en DevOps'], [P, O]],
  ['Diversiteit in tech-teams: wat werkt echt?', 'Werkgevers en studentenverenigingen over inclusief werven.', ['Carrière'], [P, O]],
  ['Privacy by design in vijf stappen', 'Hoe je privacy vanaf het begin meeneemt in een project.', ['Cybersecurity', 'Design en UX'], [P]],
  ['Je eerste open-source bijdrage', 'Van issue kiezen tot pull request: een stappenplan.', ['Software-ontwikkeling'], [S]],
  ['Netwerken voor introverte techies', 'Manieren om contacten te leggen zonder een zaal vol onbekenden.', ['Carrière'], [S, P]],
  ['Data vertellen met goede grafieken', 'Zo maak je datavisualisaties die iedereen begrijpt.', ['AI en data', 'Design en UX'], [S, P]],
]

/**
 * Demo events members sign up for on the platform (the others keep their external link): free
 * places, a question, and one that is full with a waiting list (seed/index.ts signs demo members up).
 */
export const EVENT_SIGN_UPS: Record<string, NonNullable<SeedContent['signUp']>> = {
  'Meetup: security in de praktijk': { capacity: 40, askEmail: true, question: 'Over welk incident wil je het liefst horen?' },
  'Workshop toegankelijk ontwerpen': { capacity: 2, waitingList: true, askEmail: true, askPhone: true },
  'Datachallenge kick-off': { capacity: null },
}

const EVENTS: Array<[string, string, string[], AudienceType[], string | undefined, number, string]> = [
  [
    'Stadshackathon: slimme mobiliteit',
    'Bouw in 48 uur oplossingen voor verkeer en parkeren in de binnenstad.',
    ['Software-ontwikkeling', 'AI en data'],
    [S, P],
    'Studievereniging Bit',
    12,
    'Innovatiecentrum Haven',
  ],
  [
    'Meetup: security in de praktijk',
    'Drie korte talks over incidenten die goed afliepen en wat we ervan leerden.',
    ['Cybersecurity'],
    [P],
    'Brugwerk Security',
    19,
    'Brugwerk Security, Vestingweg 4',
  ],
  [
    'Stagebeurs ICT en creatieve tech',
    'Maak kennis met zestig bedrijven die stages en afstudeeropdrachten bieden.',
    ['Carrière'],
    [S, O],
    `Hogeschool ${city}`,
    26,
    `Hogeschool ${city}, aula`,
  ],
  [
    'Women in Tech-dag',
    'Workshops, rolmodellen en een speeddate met werkgevers.',
    ['Carrière'],
    [S, P],
    `Women in Tech ${city}`,
    33,
    `Universiteit van ${city}`,
  ],
  [
    'Workshop toegankelijk ontwerpen',
    'Leer in een middag de belangrijkste toegankelijkheidseisen toepassen.',
    ['Design en UX'],
    [S, P],
    'Kanaal Digital',
    40,
    'Kanaal Digital, Havenkade 12',
  ],
  [
    'Open avond bootcamp full-stack',
    'Ontdek of omscholen tot developer iets voor jou is.',
    ['Carrière', 'Software-ontwikkeling'],
    [P],
    `${city} Code Academy`,
    47,
    `${city} Code Academy`,
  ],
  [
    'Datachallenge kick-off',
    'Teams maken kennis met de datavragen van bedrijven en gemeente.',
    ['AI en data'],
    [S, O],
    'Data Science Society',
    54,
    'Campusplein 9',
  ],
  [
    'Hardware-hackavond',
    'Solderen, Arduino en een kleine CTF: iedereen welkom.',
    ['Cybersecurity', 'Software-ontwikkeling'],
    [S],
    `Hackerspace ${city}`,
    61,
    `Hackerspace ${city}`,
  ],
  [
    'Energie & code: meetup',
    'Over software voor de energietransitie.',
    ['Duurzame tech'],
    [P],
    'Groene Stroom Labs',
    -8,
    'Groene Stroom Labs',
  ],
  [
    'Demodag leerbedrijf',
    'Mbo-studenten presenteren de apps die ze voor echte klanten bouwden.',
    ['Software-ontwikkeling'],
    [P, O],
    `Technisch College ${city}`,
    -15,
    `Technisch College ${city}`,
  ],
  [
    'Lezing: eerlijke algoritmes bij de overheid',
    'Onderzoekers en beleidsmakers in gesprek.',
    ['AI en data'],
    [S, P],
    `Universiteit van ${city}`,
    -22,
    `Universiteit van ${city}, zaal 2`,
  ],
  [
    'Pitchavond studentenstartups',
    'Tien teams pitchen voor een jury van investeerders.',
    ['Ondernemen'],
    [S, P],
    undefined,
    -29,
    'Innovatiecentrum Haven',
  ],
  [
    'Cloud-native meetup',
    'Ervaringen met Kubernetes in productie bij drie bedrijven uit de stad.',
    ['Cloud en DevOps'],
    [P],
    undefined,
    -36,
    'Kanaal Digital',
  ],
  [
    'LAN-party Studievereniging Bit',
    'Een weekend games, pizza en toernooien.',
    ['Software-ontwikkeling'],
    [S],
    'Studievereniging Bit',
    -43,
    'Campusplein 3',
  ],
  [
    'Zorgdata-symposium',
    'Hoe data de zorg beter maakt, zonder de privacy uit het oog te verliezen.',
    ['AI en data'],
    [P, O],
    `Zorgdata ${city}`,
    -50,
    'Ziekenhuislaan 88',
  ],
  ['UX-café', 'Informele avond voor ontwerpers en onderzoekers.', ['Design en UX'], [S, P], undefined, -57, 'Café De Werf'],
]

/** When each event happens: its day of the week, start hour and length, so the demo reads like a real agenda. */
const EVENT_TIMES: Record<string, { weekday: number; startHour: number; durationHours: number }> = {
  // 'Bouw in 48 uur': Friday 17:00 to Sunday 17:00.
  'Stadshackathon: slimme mobiliteit': { weekday: 5, startHour: 17, durationHours: 48 },
  'Meetup: security in de praktijk': { weekday: 2, startHour: 19, durationHours: 2.5 },
  'Stagebeurs ICT en creatieve tech': { weekday: 4, startHour: 13, durationHours: 4 },
  'Women in Tech-dag': { weekday: 6, startHour: 10, durationHours: 7 },
  'Workshop toegankelijk ontwerpen': { weekday: 3, startHour: 13, durationHours: 4 },
  'Open avond bootcamp full-stack': { weekday: 4, startHour: 19, durationHours: 2 },
  'Datachallenge kick-off': { weekday: 1, startHour: 15, durationHours: 3 },
  'Hardware-hackavond': { weekday: 5, startHour: 19, durationHours: 4 },
  'Energie & code: meetup': { weekday: 2, startHour: 19, durationHours: 2.5 },
  'Demodag leerbedrijf': { weekday: 4, startHour: 13, durationHours: 4 },
  'Lezing: eerlijke algoritmes bij de overheid': { weekday: 3, startHour: 16, durationHours: 2 },
  'Pitchavond studentenstartups': { weekday: 4, startHour: 19, durationHours: 3 },
  'Cloud-native meetup': { weekday: 2, startHour: 18, durationHours: 3 },
  // 'Een weekend': Friday 18:00 to Sunday 18:00.
  'LAN-party Studievereniging Bit': { weekday: 5, startHour: 18, durationHours: 48 },
  'Zorgdata-symposium': { weekday: 5, startHour: 9, durationHours: 8 },
  'UX-café': { weekday: 3, startHour: 19, durationHours: 3 },
}

const body = (summary: string, extra: string) => [
  summary,
  extra,
  'Heb je vragen? Reageer via Talentstad of neem contact op met de organisatie.',
]

export function buildContent(): SeedContent[] {
  const items: SeedContent[] = []
  CALLS.forEach(([title, summary, themes, audiences, organization, author], index) => {
    const reviewState = CALL_STATES[index]
    items.push({
      type: 'CONTENT_TYPE_CALL_UP',
      title,
      summary,
      paragraphs: body(summary, 'Reageer met een Enter en laat weten welke contactgegevens je wilt delen.'),
      themes,
      audiences,
      organization,
      author,
      reviewState,
      rejectReason: reviewState === 'rejected' ? 'De oproep is te algemeen. Beschrijf wat je zoekt en wat je biedt.' : undefined,
    })
  })
  NEWS.forEach(([title, summary, themes]) =>
    items.push({
      type: 'CONTENT_TYPE_NEWS',
      title,
      summary,
      paragraphs: body(summary, 'Dit nieuwsbericht is opgesteld door de redactie van Talentstad.'),
      themes,
      audiences: [S, P, O],
      reviewState: 'approved',
    }),
  )
  JOBS.forEach(([title, summary, themes, audiences, organization]) =>
    items.push({
      type: 'CONTENT_TYPE_JOB',
      title,
      summary,
      paragraphs: body(summary, 'Je krijgt een goed salaris of stagevergoeding, opleidingsbudget en een plek in een hecht team.'),
      themes,
      audiences,
      organization,
      reviewState: 'approved',
      externalUrl: `https://werkenbij.example.nl/${encodeURIComponent(title.toLowerCase().split(' ')[0])}`,
    }),
  )
  ARTICLES.forEach(([title, summary, themes, audiences]) =>
    items.push({
      type: 'CONTENT_TYPE_ARTICLE',
      title,
      summary,
      paragraphs: body(summary, 'Dit artikel verscheen eerder in de nieuwsbrief van Talentstad.'),
      themes,
      audiences,
      reviewState: 'approved',
    }),
  )
  EVENTS.forEach(([title, summary, themes, audiences, organization, startInDays, location]) => {
    const signUp = EVENT_SIGN_UPS[title]
    items.push({
      type: 'CONTENT_TYPE_EVENT',
      title,
      summary,
      paragraphs: body(summary, signUp ? 'Deelname is gratis; meld je hieronder aan.' : 'Deelname is gratis; aanmelden kan via de link.'),
      themes,
      audiences,
      organization,
      reviewState: 'approved',
      startInDays,
      ...EVENT_TIMES[title],
      location,
      ...(signUp ? { signUp } : { externalUrl: 'https://aanmelden.example.nl/evenement' }),
    })
  })
  return items
}
