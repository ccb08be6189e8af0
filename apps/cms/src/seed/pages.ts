import { BRAND } from '@talentstad/types'

// Dutch demo text of the static pages (CMS single types). Editors change it in the admin panel;
// the seed only fills a page that does not exist yet.

type Text = { type: 'text'; text: string; bold?: boolean }
type Inline = Text | { type: 'link'; url: string; children: Text[] }
type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 2 | 3; children: Text[] }
  | { type: 'list'; format: 'unordered' | 'ordered'; children: Array<{ type: 'list-item'; children: Inline[] }> }

const t = (text: string): Text => ({ type: 'text', text })
const h = (text: string): Block => ({ type: 'heading', level: 2, children: [t(text)] })
const p = (...parts: Array<string | Inline>): Block => ({
  type: 'paragraph',
  children: parts.map((part) => (typeof part === 'string' ? t(part) : part)),
})
const ul = (...items: string[]): Block => ({
  type: 'list',
  format: 'unordered',
  children: items.map((item) => ({ type: 'list-item', children: [t(item)] })),
})
const link = (url: string, text: string): Inline => ({ type: 'link', url, children: [t(text)] })

const { name, city } = BRAND
const COMMUNITY_EMAIL = 'community@talentstad.local'

export interface SeedPage {
  title: string
  intro: string
  body: Block[]
  lastUpdated: string
  teamEmail?: string
}

export const PAGES: Record<'about-page' | 'contact-page' | 'privacy-page' | 'disclaimer-page' | 'accessibility-page', SeedPage> = {
  'about-page': {
    title: `Wat is ${name}?`,
    intro: `${name} is het platform van de gemeente ${city} dat tech-talent, bedrijven, onderwijs en studentenorganisaties met elkaar verbindt.`,
    lastUpdated: '2026-01-15',
    body: [
      h('Waarom dit platform'),
      p(
        `${city} heeft de komende jaren duizenden mensen nodig met kennis van software, data, design en security. ` +
          `Tegelijk weten studenten en professionals niet altijd welke kansen er in hun eigen stad zijn. ${name} brengt die twee bij elkaar.`,
      ),
      h('Wat je hier vindt'),
      ul(
        'Oproepen: vragen van leden en organisaties die een maatje, mentor, tester of mede-oprichter zoeken.',
        'Vacatures en stages bij bedrijven en instellingen in de regio.',
        'Evenementen, van meetups en hackathons tot stagebeurzen.',
        'Nieuws en artikelen over tech in de stad.',
        'Overzichten van bedrijven, onderwijsinstellingen en studentenorganisaties.',
      ),
      h('Meedoen'),
      p(
        'Iedereen kan rondkijken zonder account. Met een gratis account bewaar je items, reageer je op oproepen en plaats je zelf een oproep. ' +
          'Organisaties kunnen zich aanmelden; de communitymanagers van de gemeente beoordelen elke aanmelding.',
      ),
      h('Wie zit erachter'),
      p(
        `${name} is een initiatief van de gemeente ${city}, in samenwerking met het onderwijs en het bedrijfsleven in de regio. ` +
          'Het communityteam zorgt dat de inhoud klopt en helpt je graag verder.',
      ),
    ],
  },
  'contact-page': {
    title: 'Contact',
    intro:
      'Heb je een vraag over het platform, wil je je organisatie aanmelden of heb je een idee? Stuur ons een bericht. We reageren binnen drie werkdagen.',
    lastUpdated: '2026-01-15',
    teamEmail: COMMUNITY_EMAIL,
    body: [
      p('Het communityteam is bereikbaar op werkdagen van 9.00 tot 17.00 uur.'),
      p(
        'Wil je een fout of een ongepast bericht melden? Noem dan de pagina waarop je het zag. ',
        'Vragen over je persoonsgegevens behandelen we volgens onze privacyverklaring.',
      ),
    ],
  },
  'privacy-page': {
    title: 'Privacy en cookies',
    intro: `Hoe de gemeente ${city} omgaat met je persoonsgegevens als je ${name} gebruikt, en welke cookies we plaatsen.`,
    lastUpdated: '2026-11-28',
    body: [
      h('Wie is verantwoordelijk'),
      p(
        `De gemeente ${city} is verwerkingsverantwoordelijke voor ${name} in de zin van de Algemene verordening gegevensbescherming (AVG). ` +
          'De gemeente heeft een functionaris voor gegevensbescherming (FG) die toeziet op de naleving.',
      ),
      h('Welke gegevens we verwerken'),
      ul(
        'Accountgegevens: naam, e-mailadres, wachtwoord (versleuteld opgeslagen) en het type gebruiker.',
        'Profielgegevens die je zelf invult, zoals je opleiding, werkgever, LinkedIn-profiel en interesses.',
        'Berichten en oproepen die je plaatst, en je reacties op oproepen.',
        'Je aanmeldingen voor evenementen, met wat je daarbij zelf kiest te delen.',
        'Contactberichten die je via het contactformulier stuurt; deze worden alleen per e-mail aan het communityteam doorgestuurd.',
        'Technische gegevens zoals je IP-adres, voor de beveiliging van het platform en het tegengaan van misbruik.',
      ),
      h('Waarvoor en op welke grond'),
      p(
        'We gebruiken je gegevens om het platform te laten werken, je account te beveiligen (onder meer met een code per e-mail) en om je in contact te brengen met anderen. ' +
          'De grondslag is de uitvoering van een taak van algemeen belang (artikel 6 lid 1 sub e AVG) en, waar we dat vragen, je toestemming.',
      ),
      h('Met wie we gegevens delen'),
      p(
        'Als je op een oproep reageert, delen we alleen de contactgegevens die je zelf kiest met de plaatser van de oproep. ' +
          'Meld je je aan voor een evenement, dan ziet de organisator je naam en alleen wat je zelf kiest te delen: je e-mailadres, je telefoonnummer of je antwoord op een vraag. ' +
          'We verkopen geen gegevens. Leveranciers die het platform voor ons hosten, werken op basis van een verwerkersovereenkomst en binnen de Europese Unie.',
      ),
      h('Foutmeldingen en laadtijden'),
      p(
        'Om fouten snel te vinden en het platform snel te houden, gebruiken we een dienst voor foutrapportage (Sentry). ' +
          'De website en je browser sturen die: het adres van de pagina zonder wat er achter het vraagteken staat (dus zonder zoektermen), ' +
          'hoe lang het laden en de stappen daarin duurden, welke browser en welk besturingssysteem je gebruikt, ' +
          'en bij een fout de foutmelding en de plek in de code waar die ontstond. ' +
          'Dat gebeurt ook al voordat je een cookiekeuze hebt gemaakt: er worden daarvoor geen cookies geplaatst en er wordt niets in je browser bewaard.',
      ),
      p(
        'We sturen geen IP-adres, geen naam, e-mailadres of telefoonnummer, geen cookies, niets wat je in een formulier of zoekvak typt en geen codes of links uit onze e-mails. ' +
          'Ben je ingelogd, dan gaat er hooguit een intern nummer van je account mee. ' +
          'Wat je browser stuurt, loopt via onze eigen website, zodat de dienst je IP-adres niet ziet.',
      ),
      h('Herschrijven met AI'),
      p(
        "Gebruik je bij het schrijven van een oproep de knop 'Herschrijf met AI', dan sturen we de titel en de tekst van je oproep naar een AI-dienst die er een voorstel van maakt. " +
          'E-mailadressen, telefoonnummers, rekeningnummers, burgerservicenummers en links met inlogcodes halen we er vooraf uit. ' +
          'We bewaren het voorstel niet: jij kiest of je het gebruikt.',
      ),
      h('Hoe lang we gegevens bewaren'),
      p(
        'Je accountgegevens bewaren we zolang je account bestaat. Verwijder je je account, dan verwijderen we je gegevens binnen dertig dagen. ' +
          'Je aanmelding voor een evenement, met wat je daarbij deelde, verwijderen we drie maanden na het evenement. ' +
          'Technische logbestanden bewaren we maximaal zes maanden.',
      ),
      h('Cookies'),
      p(
        'Noodzakelijke cookies plaatsen we altijd: ze laten het platform werken, zoals een sessiecookie als je bent ingelogd, een cookie die je bewaarde items onthoudt en een cookie die je cookiekeuze onthoudt. ' +
          'Analytische cookies (via een tagmanager, om te zien hoe het platform wordt gebruikt) plaatsen we alleen als je daar toestemming voor geeft. ' +
          'Je keuze bewaren we een half jaar; onderaan deze pagina kun je haar altijd wijzigen of je toestemming intrekken. We gebruiken geen advertentiecookies.',
      ),
      h('Je rechten'),
      p(
        'Je hebt het recht om je gegevens in te zien, te laten corrigeren of verwijderen, de verwerking te beperken en bezwaar te maken. ' +
          'Veel gegevens kun je zelf aanpassen op je profielpagina. Voor een verzoek neem je contact op via het contactformulier. ',
        'Ben je het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de ',
        link('https://autoriteitpersoonsgegevens.nl', 'Autoriteit Persoonsgegevens'),
        '.',
      ),
    ],
  },
  'disclaimer-page': {
    title: 'Disclaimer',
    intro: `De voorwaarden die gelden als je ${name} bezoekt en gebruikt.`,
    lastUpdated: '2026-01-15',
    body: [
      h('Inhoud van het platform'),
      p(
        `De gemeente ${city} besteedt veel zorg aan ${name}. Toch kan het voorkomen dat informatie onvolledig of niet meer actueel is. ` +
          'Aan de inhoud van dit platform kun je geen rechten ontlenen.',
      ),
      h('Berichten van leden en organisaties'),
      p(
        'Oproepen, vacatures, evenementen en andere berichten van leden en organisaties vallen onder hun eigen verantwoordelijkheid. ' +
          'Het communityteam beoordeelt oproepen voordat ze zichtbaar worden, maar de gemeente is niet aansprakelijk voor de inhoud ervan of voor afspraken die je via het platform maakt.',
      ),
      h('Links naar andere websites'),
      p(
        'Dit platform bevat links naar websites van derden. De gemeente is niet verantwoordelijk voor de inhoud of het privacybeleid van die websites.',
      ),
      h('Auteursrecht'),
      p(
        'Teksten en beelden op dit platform zijn beschermd door het auteursrecht. Je mag teksten van de gemeente overnemen met bronvermelding; ' +
          'voor beelden en berichten van anderen heb je hun toestemming nodig.',
      ),
      h('Misbruik melden'),
      p('Zie je een bericht dat niet deugt? Meld het via het contactformulier. We bekijken elke melding.'),
    ],
  },
  'accessibility-page': {
    title: 'Toegankelijkheidsverklaring',
    intro: `De gemeente ${city} wil dat iedereen ${name} kan gebruiken, ook mensen met een beperking.`,
    lastUpdated: '2026-01-15',
    body: [
      h('Onze ambitie'),
      p(
        `De gemeente ${city} streeft ernaar dat ${name} voldoet aan de Web Content Accessibility Guidelines: WCAG 2.1 op niveau AA, ` +
          'zoals het Besluit digitale toegankelijkheid overheid voorschrijft. Daarom bouwen we het platform met de componenten van NL Design System en testen we elke pagina automatisch met axe.',
      ),
      h('Status'),
      p(
        `${name} voldoet gedeeltelijk aan de eisen. We laten het platform onderzoeken door een onafhankelijke partij en publiceren de uitkomst in het `,
        link('https://www.toegankelijkheidsverklaring.nl/register', 'register van toegankelijkheidsverklaringen'),
        '.',
      ),
      h('Wat we al doen'),
      ul(
        'Alle pagina’s zijn met het toetsenbord te bedienen en hebben een zichtbare focus.',
        'Teksten en knoppen hebben voldoende kleurcontrast.',
        'Afbeeldingen hebben een tekstalternatief, en de pagina’s werken bij 200% vergroting en op een scherm van 320 pixels breed.',
        'Formulieren geven duidelijke foutmeldingen in het Nederlands.',
      ),
      h('Bekende beperkingen'),
      p(
        'Berichten en afbeeldingen die leden en organisaties zelf plaatsen, controleren we niet altijd vooraf op toegankelijkheid. ' +
          'PDF-bestanden van derden zijn mogelijk niet volledig toegankelijk.',
      ),
      h('Loop je ergens tegenaan?'),
      p(
        'Kun je iets niet vinden of gebruiken, of heb je een tip? Laat het ons weten via het contactformulier. We reageren binnen vijf werkdagen en lossen het probleem zo snel mogelijk op. ',
        'Ben je niet tevreden met onze reactie, dan kun je contact opnemen met de Nationale ombudsman.',
      ),
    ],
  },
}
