import { BodySchema, type EditorBlock } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { blocksToText, textToBlocks } from './body-text'

type Inline = Extract<EditorBlock, { type: 'paragraph' }>['children'][number]
const p = (...children: Inline[]): EditorBlock => ({ type: 'paragraph', children })
const t = (text: string, marks: { bold?: true; italic?: true } = {}) => ({ type: 'text' as const, text, ...marks })

describe('textToBlocks (the form without JavaScript)', () => {
  it('makes paragraphs from blank-line separated text and joins the lines of one paragraph', () => {
    expect(textToBlocks('Hallo allemaal,\nwie helpt?\n\nGroet')).toEqual([p(t('Hallo allemaal, wie helpt?')), p(t('Groet'))])
  })

  it('reads headings 2 and 3, bulleted and numbered lists', () => {
    const blocks = textToBlocks('## Wat zoek ik\nIemand met React.\n\n### Taken\n- bouwen\n- testen\n\n1. eerst\n2. dan')
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [t('Wat zoek ik')] },
      p(t('Iemand met React.')),
      { type: 'heading', level: 3, children: [t('Taken')] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [t('bouwen')] },
          { type: 'list-item', children: [t('testen')] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [t('eerst')] },
          { type: 'list-item', children: [t('dan')] },
        ],
      },
    ])
    expect(BodySchema.safeParse(blocks).success).toBe(true)
  })

  it('starts a new list when the kind of item changes and continues an item on the next line', () => {
    expect(textToBlocks('- een\nverder\n1. twee')).toEqual([
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [t('een verder')] }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [t('twee')] }] },
    ])
  })

  it('reads links, bold and italic', () => {
    expect(textToBlocks('Zie [onze site](https://example.nl/a_(b)) en **vet** of *schuin* of ***beide***.')).toEqual([
      p(
        t('Zie '),
        { type: 'link', url: 'https://example.nl/a_(b)', children: [t('onze site')] },
        t(' en '),
        t('vet', { bold: true }),
        t(' of '),
        t('schuin', { italic: true }),
        t(' of '),
        t('beide', { bold: true, italic: true }),
        t('.'),
      ),
    ])
    expect(textToBlocks('Mail [mij](mailto:a@example.nl)')[0]).toEqual(
      p(t('Mail '), { type: 'link', url: 'mailto:a@example.nl', children: [t('mij')] }),
    )
  })

  it('drops javascript:, data: and relative links but keeps their text', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', '/profiel', 'ftp://example.nl']) {
      const blocks = textToBlocks(`Klik [hier](${url}) nu`)
      expect(JSON.stringify(blocks)).not.toContain(url)
      expect(blocks).toEqual([p(t('Klik hier nu'))])
    }
  })

  it('keeps markup as text: nothing but blocks comes out', () => {
    const blocks = textToBlocks('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>')
    expect(blocks).toEqual([p(t('<script>alert(1)</script>')), p(t('<img src=x onerror=alert(1)>'))])
    expect(BodySchema.safeParse(blocks).success).toBe(true)
  })

  it('leaves lone stars and brackets as text and honours escapes', () => {
    expect(textToBlocks('5 * 3 = 15 en [geen link]')).toEqual([p(t('5 * 3 = 15 en [geen link]'))])
    expect(textToBlocks('\\- geen lijst\n\n\\## geen kop \\*ster\\*')).toEqual([p(t('- geen lijst')), p(t('## geen kop *ster*'))])
    expect(textToBlocks('C:\\temp')).toEqual([p(t('C:\\temp'))])
  })

  it('gives nothing for empty or blank text (BodySchema then says the body is required)', () => {
    expect(textToBlocks('')).toEqual([])
    expect(textToBlocks(' \n\n \r\n')).toEqual([])
    expect(BodySchema.safeParse(textToBlocks('  ')).success).toBe(false)
  })

  it('reads Windows line ends', () => {
    expect(textToBlocks('een\r\n\r\ntwee')).toEqual([p(t('een')), p(t('twee'))])
  })
})

describe('blocksToText and back', () => {
  const samples: EditorBlock[][] = [
    [p(t('Gewoon een zin.'))],
    [
      { type: 'heading', level: 2, children: [t('Kop')] },
      p(
        t('Tekst met '),
        t('vet', { bold: true }),
        t(' en '),
        t('schuin', { italic: true }),
        t(' en '),
        t('allebei', { bold: true, italic: true }),
        t('.'),
      ),
      { type: 'heading', level: 3, children: [t('Kleiner')] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [t('a')] },
          { type: 'list-item', children: [t('b', { bold: true })] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [t('een')] },
          { type: 'list-item', children: [t('twee')] },
        ],
      },
    ],
    [
      p(
        t('Lees '),
        { type: 'link', url: 'https://example.nl/pad?q=1#x', children: [t('dit '), t('artikel', { bold: true })] },
        t(' eerst.'),
      ),
    ],
    [p(t('- begint als lijst')), p(t('1. begint als genummerd')), p(t('# begint als kop')), p(t('sterren * en [haken] en \\ backslash'))],
    [
      p({ type: 'link', url: 'https://example.nl/a_(b)', children: [t('haakjes')] }),
      p({ type: 'link', url: 'https://example.nl/open(', children: [t('open')] }),
    ],
  ]

  it('round-trips blocks through the text (the member sees their call unchanged)', () => {
    for (const blocks of samples.slice(0, 4)) {
      expect(textToBlocks(blocksToText(blocks))).toEqual(blocks)
    }
  })

  it('keeps links with parentheses working (an unbalanced one is encoded)', () => {
    const back = textToBlocks(blocksToText(samples[4]!))
    expect(back[0]).toEqual(samples[4]![0])
    expect(back[1]).toEqual(p({ type: 'link', url: 'https://example.nl/open%28', children: [t('open')] }))
  })

  it('round-trips text through the blocks once normalised', () => {
    const text = '## Kop\n\nEen **vette** zin met [link](https://example.nl).\n\n- een\n- twee\n\n1. drie'
    expect(blocksToText(textToBlocks(text))).toBe(text)
  })

  it('writes the documented syntax', () => {
    expect(blocksToText(samples[1]!)).toBe(
      '## Kop\n\nTekst met **vet** en *schuin* en ***allebei***.\n\n### Kleiner\n\n- a\n- **b**\n\n1. een\n2. twee',
    )
  })
})
