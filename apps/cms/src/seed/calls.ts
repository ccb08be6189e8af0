import type { Core } from '@strapi/strapi'
import { pairKey } from '../lib/pair-key'
import { slugify } from '../lib/slug'

const ITEM = 'api::content-item.content-item'
const ENTER = 'api::enter.enter'

type Member = { id: number; documentId: string }

const paragraphs = (...texts: string[]) => texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] }))

/** An approved call whose edit waits for review: the first version stays online until approval. */
const EDITED_CALL = {
  author: 'student',
  title: 'Meedenkers gezocht voor een app voor slimme fietsenstallingen',
  summary: 'Ik bouw voor mijn minor een app die laat zien waar in de stad nog een plek in de fietsenstalling vrij is.',
  edit: {
    title: 'Meedenkers en testers gezocht voor een app voor slimme fietsenstallingen',
    text: 'Update: het prototype werkt. Naast meedenkers zoek ik nu ook testers die een week lang de app willen gebruiken.',
  },
  themes: ['Duurzame tech', 'Design en UX'],
  audiences: ['AUDIENCE_STUDENT', 'AUDIENCE_PROFESSIONAL'],
}

/** Enters on approved calls by other demo members: [call title, responder key, what they share]. */
const ENTERS: Array<[string, string, { sharedPhone?: string; sharedLinkedIn?: string; message?: string }]> = [
  [
    'Sparringpartner voor mijn afstudeerproject over toegankelijkheid',
    'professional',
    {
      sharedLinkedIn: 'https://www.linkedin.com/in/mohammed-bakker-demo',
      message: 'Ik werk als UX-designer bij de gemeente en denk graag mee.',
    },
  ],
  ['Teamgenoten voor de Stadshackathon', 'professional', { sharedPhone: '06 12345678' }],
  ['Teamgenoten voor de Stadshackathon', 'contentManager', { message: 'Ik ben designer en heb die week vrij. Zullen we bellen?' }],
  [
    'Mede-oprichter gezocht voor app tegen voedselverspilling',
    'student',
    {
      sharedPhone: '06 87654321',
      sharedLinkedIn: 'https://www.linkedin.com/in/sanne-de-vries-demo',
      message: 'Ik studeer informatica en wil graag meebouwen.',
    },
  ],
  [EDITED_CALL.title, 'professional', { message: 'Leuk idee! Ik test graag mee.' }],
]

/**
 * Demo activity on calls (issue 10), idempotent like the rest of the seed (looked up by slug and by
 * the enter's pairKey): an approved call with an edit in review, and enters on approved calls.
 * Written straight through the Document Service, so no review mails go out.
 */
export async function seedCallActivity(
  strapi: Core.Strapi,
  users: Map<string, Member>,
  themeIds: Map<string, string>,
  audienceIds: Map<string, string>,
  image?: number,
) {
  const documents = strapi.documents(ITEM)
  const slug = slugify(EDITED_CALL.title)
  const author = users.get(EDITED_CALL.author)
  if (author && !(await documents.findFirst({ filters: { slug }, status: 'draft' }))) {
    const created = await documents.create({
      data: {
        type: 'CONTENT_TYPE_CALL_UP',
        title: EDITED_CALL.title,
        slug,
        summary: EDITED_CALL.summary,
        body: paragraphs(EDITED_CALL.summary, 'Reageer met een Enter en laat weten welke contactgegevens je wilt delen.'),
        themes: EDITED_CALL.themes.map((theme) => themeIds.get(theme)),
        audiences: EDITED_CALL.audiences.map((audience) => audienceIds.get(audience)),
        author: author.documentId,
        reviewState: 'approved',
        reviewedAt: new Date().toISOString(),
        image,
        cardImage: image,
      } as any,
      status: 'published',
    })
    await documents.update({
      documentId: created.documentId,
      data: { title: EDITED_CALL.edit.title, body: paragraphs(EDITED_CALL.summary, EDITED_CALL.edit.text), reviewState: 'pending' } as any,
    })
  }

  for (const [title, responderKey, shared] of ENTERS) {
    const responder = users.get(responderKey)
    const call = await documents.findFirst({
      filters: { slug: slugify(title), reviewState: 'approved' },
      status: 'published',
      fields: ['documentId'] as any,
    })
    if (!responder || !call) continue
    if (await strapi.db.query(ENTER).findOne({ where: { pairKey: pairKey(responder.id, call.documentId) }, select: ['id'] })) continue
    await strapi.documents(ENTER).create({ data: { call: call.documentId, user: responder.documentId, ...shared } as any })
  }
}
