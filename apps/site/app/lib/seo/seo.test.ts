import { describe, expect, it } from 'vitest'
import { absoluteUrl, canonicalUrl, serializeJsonLd, shareMeta, siteUrlFromMatches } from './seo'

const SITE = 'https://talentstad.example/'

describe('canonicalUrl', () => {
  it('is absolute, from SITE_URL, without a trailing slash', () => {
    expect(canonicalUrl(SITE, '/')).toBe('https://talentstad.example/')
    expect(canonicalUrl(SITE, '/nieuws/')).toBe('https://talentstad.example/nieuws')
  })

  it('keeps the parameters that change a list, in a fixed order, and drops tracking, search and unknown ones', () => {
    expect(canonicalUrl(SITE, '/community', '?utm_source=x&page=2&thema=ai&q=stage&fbclid=1&doelgroep=student&type=vacatures')).toBe(
      'https://talentstad.example/community?doelgroep=student&type=vacatures&thema=ai&page=2',
    )
    expect(canonicalUrl(SITE, '/bedrijven', '?tag=open-source&gclid=9')).toBe('https://talentstad.example/bedrijven?tag=open-source')
  })

  it('drops page 1, bad page numbers and the default period', () => {
    expect(canonicalUrl(SITE, '/nieuws', '?page=1')).toBe('https://talentstad.example/nieuws')
    expect(canonicalUrl(SITE, '/nieuws', '?page=abc')).toBe('https://talentstad.example/nieuws')
    expect(canonicalUrl(SITE, '/evenementen', '?periode=komend')).toBe('https://talentstad.example/evenementen')
    expect(canonicalUrl(SITE, '/evenementen', '?periode=voorbij')).toBe('https://talentstad.example/evenementen?periode=voorbij')
  })
})

describe('absoluteUrl', () => {
  it('prefixes paths and leaves absolute addresses alone', () => {
    expect(absoluteUrl(SITE, '/_next/image?url=%2Fuploads%2Fa.jpg&w=1200&q=75')).toBe(
      'https://talentstad.example/_next/image?url=%2Fuploads%2Fa.jpg&w=1200&q=75',
    )
    expect(absoluteUrl(SITE, 'https://elders.example/x')).toBe('https://elders.example/x')
  })
})

describe('shareMeta', () => {
  it('repeats title and description as Open Graph tags, with the image when there is one', () => {
    expect(shareMeta('Titel', 'Omschrijving', { type: 'article', image: 'https://talentstad.example/i.jpg' })).toEqual([
      { property: 'og:title', content: 'Titel' },
      { property: 'og:type', content: 'article' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { property: 'og:description', content: 'Omschrijving' },
      { property: 'og:image', content: 'https://talentstad.example/i.jpg' },
    ])
    expect(shareMeta('Titel', undefined)).toEqual([
      { property: 'og:title', content: 'Titel' },
      { property: 'og:type', content: 'website' },
      { name: 'twitter:card', content: 'summary' },
    ])
  })
})

describe('siteUrlFromMatches', () => {
  it('reads SITE_URL from the root loader data', () => {
    expect(
      siteUrlFromMatches([
        { id: 'root', data: { ENV: { SITE_URL: SITE } } },
        { id: 'x', data: {} },
      ]),
    ).toBe(SITE)
    expect(siteUrlFromMatches([{ id: 'root', data: undefined }])).toBeUndefined()
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, and stays the same JSON', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' }
    const text = serializeJsonLd(value)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(value)
  })
})
