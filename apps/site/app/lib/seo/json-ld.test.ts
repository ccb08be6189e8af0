import { describe, expect, it } from 'vitest'
import type { ContentDetailView, OrganizationDetailView } from '~/lib/content/views'
import { blocksToText, contentJsonLd, organizationJsonLd } from './json-ld'

const SITE = 'https://talentstad.example'

const image = { src: '/_next/image?url=%2Fuploads%2Fhero.jpg&w=1200&q=75', srcSet: '', sizes: '', width: 1600, height: 900, alt: '' }

function item(overrides: Partial<ContentDetailView>): ContentDetailView {
  return {
    id: 'doc1',
    type: 'CONTENT_TYPE_NEWS',
    typeLabel: 'Nieuws',
    title: 'Titel',
    href: '/nieuws/titel',
    body: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Eerste ' },
          { type: 'text', text: 'alinea.' },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Tweede.' }] },
    ],
    themes: [],
    audiences: [],
    related: [],
    publishedAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  } as ContentDetailView
}

describe('contentJsonLd', () => {
  it('news and articles are a NewsArticle with absolute url and image, dates and publisher', () => {
    for (const type of ['CONTENT_TYPE_NEWS', 'CONTENT_TYPE_ARTICLE'] as const) {
      expect(contentJsonLd(item({ type, heroImage: image }), SITE)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Titel',
        url: 'https://talentstad.example/nieuws/titel',
        image: ['https://talentstad.example/_next/image?url=%2Fuploads%2Fhero.jpg&w=1200&q=75'],
        datePublished: '2026-11-01T09:00:00.000Z',
        dateModified: '2026-11-02T09:00:00.000Z',
        description: 'Eerste alinea. Tweede.',
        publisher: { '@type': 'Organization', name: 'Talentstad' },
      })
    }
  })

  it('an event is an Event with start, end and location', () => {
    const data = contentJsonLd(
      item({
        type: 'CONTENT_TYPE_EVENT',
        href: '/evenementen/hack',
        dateTime: '2026-12-03T13:00:00.000Z',
        endDateTime: '2026-12-03T16:00:00.000Z',
        location: 'Stadhuis',
        summary: 'Samen bouwen',
      }),
      SITE,
    )
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Titel',
      startDate: '2026-12-03T13:00:00.000Z',
      endDate: '2026-12-03T16:00:00.000Z',
      location: { '@type': 'Place', name: 'Stadhuis' },
      description: 'Samen bouwen',
      url: 'https://talentstad.example/evenementen/hack',
    })
    expect(contentJsonLd(item({ type: 'CONTENT_TYPE_EVENT', dateTime: undefined }), SITE)).toBeUndefined()
  })

  it('a job is a JobPosting with its organisation as the employer', () => {
    expect(
      contentJsonLd(
        item({
          type: 'CONTENT_TYPE_JOB',
          href: '/vacatures/dev',
          organization: { label: 'Kanaal Digital', href: '/bedrijven/kanaal-digital' },
        }),
        SITE,
      ),
    ).toMatchObject({
      '@type': 'JobPosting',
      title: 'Titel',
      datePosted: '2026-11-01T09:00:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'Kanaal Digital', url: 'https://talentstad.example/bedrijven/kanaal-digital' },
      jobLocation: { '@type': 'Place' },
    })
  })

  it('calls get no structured data', () => {
    expect(contentJsonLd(item({ type: 'CONTENT_TYPE_CALL_UP' }), SITE)).toBeUndefined()
  })
})

describe('organizationJsonLd', () => {
  it('is an Organization with its page, logo, website and address', () => {
    const organization = {
      id: 'o1',
      type: 'ORGANIZATION_TYPE_REGULAR',
      name: 'Kanaal Digital',
      href: '/bedrijven/kanaal-digital',
      tags: [],
      fullDescription: 'Wij bouwen software.',
      logo: image,
      mark: { initials: 'KD', tone: 0 },
      websiteUrl: 'https://kanaal.example',
      address: { lines: ['Kade 1', '1234 AB Stad'] },
      callToActions: [],
      tagLinks: [],
      content: [],
    } satisfies OrganizationDetailView
    expect(organizationJsonLd(organization, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kanaal Digital',
      url: 'https://talentstad.example/bedrijven/kanaal-digital',
      description: 'Wij bouwen software.',
      logo: 'https://talentstad.example/_next/image?url=%2Fuploads%2Fhero.jpg&w=1200&q=75',
      sameAs: ['https://kanaal.example'],
      address: { '@type': 'PostalAddress', streetAddress: 'Kade 1', addressLocality: '1234 AB Stad', addressCountry: 'NL' },
    })
  })
})

describe('blocksToText', () => {
  it('joins the text of blocks, whatever their shape', () => {
    expect(
      blocksToText([
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Kop' }] },
        { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'een' }] }] },
      ] as never),
    ).toBe('Kop een')
    expect(blocksToText(null)).toBe('')
  })
})
