import type { BlockNode } from '@talentstad/types'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { safeHref, safeWebHref } from '~/lib/http/safe-url'
import { Blocks } from './blocks'
import { pageWindow } from './pagination'

const render = (blocks: unknown) => renderToStaticMarkup(<Blocks blocks={blocks as BlockNode[]} imageSrc={safeWebHref} />)

describe('Blocks', () => {
  it('renders paragraphs, headings one level down, lists, quotes and marks', () => {
    const html = render([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Kop' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Vet', bold: true },
          { type: 'text', text: ' en ' },
          { type: 'text', text: 'schuin', italic: true },
        ],
      },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'een' }] }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'twee' }] }] },
      { type: 'quote', children: [{ type: 'text', text: 'citaat' }] },
    ])
    expect(html).toContain('<h2 class="utrecht-heading-2">Kop</h2>')
    expect(html).toContain('<strong>Vet</strong> en <em>schuin</em>')
    expect(html).toContain('<ul class="utrecht-unordered-list"><li class="utrecht-unordered-list__item">een</li></ul>')
    expect(html).toContain('<ol')
    expect(html).toContain('<blockquote')
  })

  it("never skips a heading level below the page's h1, whatever levels the editor chose", () => {
    const heading = (level: number, text: string) => ({ type: 'heading', level, children: [{ type: 'text', text }] })
    const tags = (blocks: unknown[]) => [...render(blocks).matchAll(/<(h\d)\b[^>]*>([^<]*)</g)].map((match) => `${match[1]} ${match[2]}`)
    // The seeded info pages and the site's editor start at level 2: the body's highest level is an h2.
    expect(tags([heading(2, 'Status'), { type: 'paragraph', children: [] }, heading(3, 'Details'), heading(2, 'Contact')])).toEqual([
      'h2 Status',
      'h3 Details',
      'h2 Contact',
    ])
    // The admin panel offers H1 to H6: one level down from the highest, and never two levels deeper at once.
    expect(tags([heading(1, 'Kop'), heading(3, 'Diep'), heading(6, 'Dieper'), heading(2, 'Terug')])).toEqual([
      'h2 Kop',
      'h3 Diep',
      'h4 Dieper',
      'h3 Terug',
    ])
    expect(tags([heading(4, 'Alleen'), heading(9, 'Te diep'), heading(0, 'Te hoog')])).toEqual(['h2 Alleen', 'h3 Te diep', 'h2 Te hoog'])
  })

  it('puts the headings under another heading when told (a preview under its title), looking the same', () => {
    const heading = (level: number, text: string) => ({ type: 'heading', level, children: [{ type: 'text', text }] })
    const blocks = [heading(2, 'Een'), heading(3, 'Twee'), heading(2, 'Drie')] as BlockNode[]
    expect(renderToStaticMarkup(<Blocks blocks={blocks} imageSrc={safeWebHref} />)).toBe(
      '<h2 class="utrecht-heading-2">Een</h2><h3 class="utrecht-heading-3">Twee</h3><h2 class="utrecht-heading-2">Drie</h2>',
    )
    expect(renderToStaticMarkup(<Blocks blocks={blocks} imageSrc={safeWebHref} topLevel={4} />)).toBe(
      '<h4 class="utrecht-heading-2">Een</h4><h5 class="utrecht-heading-3">Twee</h5><h4 class="utrecht-heading-2">Drie</h4>',
    )
  })

  it('never renders HTML from the CMS: markup in text is escaped', () => {
    const html = render([
      { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)><script>alert(1)</script>' }] },
    ])
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;')
  })

  it('keeps http(s) and mailto links; other schemes become plain text', () => {
    const link = (url: string) => ({ type: 'paragraph', children: [{ type: 'link', url, children: [{ type: 'text', text: 'klik' }] }] })
    expect(render([link('https://example.nl/a')])).toContain(
      '<a class="utrecht-link" href="https://example.nl/a" rel="noopener noreferrer">klik</a>',
    )
    expect(render([link('mailto:info@example.nl')])).toContain('href="mailto:info@example.nl"')
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '//evil.example',
      '/relative',
    ]) {
      const html = render([link(bad)])
      expect(html, bad).not.toContain('<a')
      expect(html).toContain('klik')
    }
  })

  it('drops unknown node types and malformed input', () => {
    expect(render([{ type: 'html', value: '<b>x</b>' }, null, { type: 'paragraph' }])).toBe('<p class="utrecht-paragraph"></p>')
    expect(render('not an array')).toBe('')
  })

  it('renders images only with a safe address and their dimensions', () => {
    const image = (url: string) => ({ type: 'image', image: { url, alternativeText: 'Foto', width: 800, height: 600 }, children: [] })
    expect(render([image('http://cms.test/uploads/a.jpg')])).toContain(
      '<img class="ts-body-image" src="http://cms.test/uploads/a.jpg" alt="Foto" width="800" height="600"',
    )
    expect(render([image('javascript:alert(1)')])).toBe('')
  })
})

describe('safeHref', () => {
  it('accepts http, https and mailto only', () => {
    expect(safeHref('https://a.nl')).toBe('https://a.nl/')
    expect(safeHref(' http://a.nl/x ')).toBe('http://a.nl/x')
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeWebHref('mailto:a@b.nl')).toBeUndefined()
    expect(safeHref(null)).toBeUndefined()
  })
})

describe('pageWindow', () => {
  it('shows the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5])
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10])
  })
})
