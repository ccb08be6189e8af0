import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSearchItem, searchItems, type Item } from './search-helpers'
import { startSharedCms, type TestCms } from './strapi'

// `_q` on the public lists is the database's full-text search (src/lib/full-text-search.ts,
// ADR 0018): PostgreSQL tsvector with the Dutch stemmer plus pg_trgm substrings, SQLite FTS5 words
// plus FTS5 trigram substrings.

const UID = 'api::content-item.content-item'
let cms: TestCms

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
})
afterAll(async () => {
  await cms?.stop()
})

const createItem = (item: Item, status?: 'published' | 'draft') => createSearchItem(cms, item, status)
const search = (q: string, extra = '') => searchItems(cms, q, extra)

describe('full-text search of content items (_q)', () => {
  it('finds an item by a word of its title, its summary or its body, and by the start of a word', async () => {
    await createItem({
      title: 'Kwartelkoning zoekt teamgenoot',
      summary: 'Een oproep over zeldzame vogels',
      body: 'Meer over de griezelmuis en haar nest.',
    })
    expect((await search('kwartelkoning')).titles).toEqual(['Kwartelkoning zoekt teamgenoot'])
    expect((await search('zeldzame vogels')).titles).toEqual(['Kwartelkoning zoekt teamgenoot'])
    expect((await search('griezelmuis')).titles).toEqual(['Kwartelkoning zoekt teamgenoot'])
    expect((await search('Kwartel')).titles).toEqual(['Kwartelkoning zoekt teamgenoot'])
    // Every word must match; words of the block structure itself ("paragraph") are not text.
    expect((await search('kwartelkoning walrusdans')).titles).toEqual([])
    expect((await search('paragraph')).titles).toEqual([])
  })

  it('finds a word inside a Dutch compound, in title, summary and body, without case or accents', async () => {
    await createItem({ title: 'Stadshackathon in de Lichtfabriek' })
    await createItem({ title: 'Datadok opent zijn deuren', summary: 'Een plek voor open gegevens' })
    await createItem({
      title: 'Weekprogramma',
      summary: 'Met de Zeppelinwerkplaats',
      body: 'Overdag een fietsenstalling-café met spreekuur.',
    })
    await createItem({ title: 'Crèmebrûléeavond voor het team' })
    // The demo content also has hackathons; "Stadshackathon" is one word.
    expect((await search('hackathon')).titles).toContain('Stadshackathon in de Lichtfabriek')
    expect((await search('HACKATHON fabriek')).titles).toEqual(['Stadshackathon in de Lichtfabriek'])
    expect((await search('datadok')).titles).toEqual(['Datadok opent zijn deuren'])
    expect((await search('data')).titles).toContain('Datadok opent zijn deuren')
    expect((await search('werkplaats')).titles).toEqual(['Weekprogramma'])
    expect((await search('stalling spreekuur')).titles).toEqual(['Weekprogramma'])
    expect((await search('brulee')).titles).toEqual(['Crèmebrûléeavond voor het team'])
    expect((await search('BRÛLÉE')).titles).toEqual(['Crèmebrûléeavond voor het team'])
    // Every word must still match, inside a word or not.
    expect((await search('hackathon datadok')).titles).toEqual([])
  })

  it('matches a word of one or two characters at the start of a word only', async () => {
    await createItem({ title: 'Qx-platform zoekt testers' })
    await createItem({ title: 'Aqxa-vergadering' })
    expect((await search('qx')).titles).toEqual(['Qx-platform zoekt testers'])
    expect((await search('qx testers')).titles).toEqual(['Qx-platform zoekt testers'])
    expect((await search('qx vergadering')).titles).toEqual([])
  })

  it('ignores case and accents, and punctuation cannot break the query', async () => {
    await createItem({ title: 'Café Ölbrücke opent een hackplek' })
    expect((await search('cafe olbrucke')).titles).toEqual(['Café Ölbrücke opent een hackplek'])
    expect((await search('CAFÉ ÖLBRÜCKE')).titles).toEqual(['Café Ölbrücke opent een hackplek'])
    for (const q of ['"', 'café" OR "x', "'; drop table content_items; --", 'NEAR(a b)', '*', 'a:* & !b', '((', '%', '_', 'a%b_c\\']) {
      const response = await fetch(`${cms.url}/api/content-items?_q=${encodeURIComponent(q)}`)
      expect(response.status, q).toBe(200)
    }
    expect((await fetch(`${cms.url}/api/content-items?_q[$ne]=x`)).status).toBe(400)
  })

  it('respects the other filters and paginates with the right total', async () => {
    for (let index = 1; index <= 5; index++) await createItem({ title: `Mammoetboom vacature ${index}`, type: 'CONTENT_TYPE_JOB' })
    await createItem({ title: 'Mammoetboom nieuws', type: 'CONTENT_TYPE_NEWS' })
    expect((await search('mammoetboom')).total).toBe(6)
    const jobs = '&filters[type][$eq]=CONTENT_TYPE_JOB&pagination[pageSize]=2'
    const first = await search('mammoetboom', `${jobs}&pagination[page]=1`)
    const third = await search('mammoetboom', `${jobs}&pagination[page]=3`)
    expect(first).toEqual({ titles: ['Mammoetboom vacature 5', 'Mammoetboom vacature 4'], total: 5 })
    expect(third).toEqual({ titles: ['Mammoetboom vacature 1'], total: 5 })
  })

  it('never finds drafts, items under review or rejected items', async () => {
    await createItem({ title: 'Schemerzwaluw concept' }, 'draft')
    await createItem({ title: 'Schemerzwaluw in review', reviewState: 'pending' })
    await createItem({ title: 'Schemerzwaluw afgewezen', reviewState: 'rejected' })
    await createItem({ title: 'Schemerzwaluw gepubliceerd' })
    expect(await search('schemerzwaluw')).toEqual({ titles: ['Schemerzwaluw gepubliceerd'], total: 1 })
  })

  it('finds an edited item by its new words and no longer by its old ones, and a deleted item not at all', async () => {
    const item = await createItem({ title: 'Kolibrieveer oude titel', summary: 'Oude samenvatting met vuurtoren' })
    expect((await search('vuurtoren')).total).toBe(1)
    await cms.strapi
      .documents(UID)
      .update({ documentId: item.documentId, data: { title: 'Nieuwe titel met zeppelinhaven', summary: 'Nu over iets anders' } } as any)
    // The draft changed, the published version did not yet.
    expect((await search('vuurtoren')).total).toBe(1)
    expect((await search('zeppelinhaven')).total).toBe(0)
    await cms.strapi.documents(UID).publish({ documentId: item.documentId } as any)
    expect((await search('vuurtoren')).total).toBe(0)
    expect((await search('kolibrieveer')).total).toBe(0)
    expect((await search('zeppelinhaven')).titles).toEqual(['Nieuwe titel met zeppelinhaven'])
    await cms.strapi.documents(UID).unpublish({ documentId: item.documentId } as any)
    expect((await search('zeppelinhaven')).total).toBe(0)
    await cms.strapi.documents(UID).publish({ documentId: item.documentId } as any)
    expect((await search('zeppelinhaven')).total).toBe(1)
    await cms.strapi.documents(UID).delete({ documentId: item.documentId } as any)
    expect((await search('zeppelinhaven')).total).toBe(0)
  })

  it('matches Dutch plurals: a plural (-en, -s) also finds its singular, a singular its plural', async () => {
    await createItem({ title: 'Betaalde stage bij de havendienst' })
    await createItem({ title: 'Drie vacatures voor ontwikkelaars' })
    await createItem({ title: 'Het grote zandkasteelevenement' })
    expect((await search('stages')).titles).toContain('Betaalde stage bij de havendienst')
    expect((await search('vacature')).titles).toContain('Drie vacatures voor ontwikkelaars')
    expect((await search('ontwikkelaar')).titles).toContain('Drie vacatures voor ontwikkelaars')
    expect((await search('zandkasteelevenementen')).titles).toEqual(['Het grote zandkasteelevenement'])
  })
})

describe('full-text search of the organisation directory (_q)', () => {
  it('finds approved organisations by name and description words, never a pending one', async () => {
    const organizations = cms.strapi.documents('api::organization.organization')
    const base = { type: 'ORGANIZATION_TYPE_REGULAR', applicationState: 'approved' }
    await organizations.create({
      data: { ...base, name: 'Walvisbaai Software', slug: 'walvisbaai-software', description: 'Wij bouwen kraanvogelradar' },
    } as any)
    await organizations.create({
      data: { ...base, name: 'Walvisbaai Wachtend', slug: 'walvisbaai-wachtend', applicationState: 'pending' },
    } as any)
    const find = async (q: string) => {
      const response = await fetch(`${cms.url}/api/organizations?_q=${encodeURIComponent(q)}&fields[0]=name`)
      expect(response.status).toBe(200)
      return ((await response.json()).data as Array<{ name: string }>).map((organization) => organization.name)
    }
    expect(await find('walvisbaai')).toEqual(['Walvisbaai Software'])
    expect(await find('kraanvogelradar')).toEqual(['Walvisbaai Software'])
    // Inside a compound: "baai" in the name, "vogel" in the description.
    expect(await find('baai vogel')).toEqual(['Walvisbaai Software'])
    await organizations.update({
      documentId: (await organizations.findFirst({ filters: { slug: 'walvisbaai-software' } } as any))!.documentId,
      data: { description: 'Nu iets anders' },
    } as any)
    expect(await find('kraanvogelradar')).toEqual([])
  })
})
