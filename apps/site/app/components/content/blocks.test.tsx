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

  it('puts the headings under another heading when told (a preview under its title), looking the same', () => {
    const heading = (level: number, text: string) => ({ type: 'heading', level, children: [{ type: 'text', text }] })
    const blocks = [heading(1, 'Een'), heading(2, 'Twee'), heading(3, 'Drie'), heading(6, 'Zes')] as BlockNode[]
    expect(renderToStaticMarkup(<Blocks blocks={blocks} imageSrc={safeWebHref} />)).toBe(
      '<h2 class="utrecht-heading-2">Een</h2><h2 class="utrecht-heading-2">Twee</h2><h3 class="utrecht-heading-3">Drie</h3><h6>Zes</h6>',
    )
    expect(renderToStaticMarkup(<Blocks blocks={blocks} imageSrc={safeWebHref} topLevel={4} />)).toBe(
      '<h4 class="utrecht-heading-2">Een</h4><h4 class="utrecht-heading-2">Twee</h4><h5 class="utrecht-heading-3">Drie</h5><h6>Zes</h6>',
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
