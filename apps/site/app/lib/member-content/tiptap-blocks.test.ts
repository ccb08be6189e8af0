import { BodySchema, type EditorBlock } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { blocksToTiptap, tiptapToBlocks, type TiptapNode } from './tiptap-blocks'

const text = (value: string, ...marks: TiptapNode['marks'] & object) =>
  marks.length ? { type: 'text', text: value, marks } : { type: 'text', text: value }
const doc = (...content: TiptapNode[]): TiptapNode => ({ type: 'doc', content })

describe('tiptapToBlocks', () => {
  it('turns paragraphs, headings, lists, marks and links into blocks', () => {
    const blocks = tiptapToBlocks(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Wie helpt')] },
        {
          type: 'paragraph',
          content: [
            text('Zie '),
            text('onze ', { type: 'link', attrs: { href: 'https://example.nl' } }),
            text('site', { type: 'bold' }, { type: 'link', attrs: { href: 'https://example.nl' } }),
            text(' en '),
            text('dit', { type: 'italic' }),
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('een')] }] }] },
        {
          type: 'orderedList',
          attrs: { start: 1 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('twee')] }] }],
        },
      ),
    )
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Wie helpt' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Zie ' },
          {
            type: 'link',
            url: 'https://example.nl',
            children: [
              { type: 'text', text: 'onze ' },
              { type: 'text', text: 'site', bold: true },
            ],
          },
          { type: 'text', text: ' en ' },
          { type: 'text', text: 'dit', italic: true },
        ],
      },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'een' }] }] },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'twee' }] }] },
    ])
    expect(BodySchema.safeParse(blocks).success).toBe(true)
  })

  it('drops javascript: links (keeping the text), unknown marks, images and empty paragraphs', () => {
    const blocks = tiptapToBlocks(
      doc(
        { type: 'paragraph' },
        {
          type: 'paragraph',
          content: [text('klik', { type: 'link', attrs: { href: 'javascript:alert(1)' } }), text(' code', { type: 'code' })],
        },
        { type: 'image', attrs: { src: 'https://evil.example/x.png' } },
        { type: 'heading', attrs: { level: 1 }, content: [text('Te groot')] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('citaat')] }] },
      ),
    )
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'klik code' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Te groot' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'citaat' }] },
    ])
    expect(JSON.stringify(blocks)).not.toContain('javascript')
    expect(BodySchema.safeParse(blocks).success).toBe(true)
  })

  it('flattens nested lists into the outer one', () => {
    const blocks = tiptapToBlocks(
      doc({
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [
              { type: 'paragraph', content: [text('boven')] },
              { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('onder')] }] }] },
            ],
          },
        ],
      }),
    )
    expect(blocks).toEqual([
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'boven' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'onder' }] },
        ],
      },
    ])
  })

  it('survives documents that are not documents', () => {
    expect(tiptapToBlocks(null)).toEqual([])
    expect(tiptapToBlocks({ type: 'doc' })).toEqual([])
    expect(
      tiptapToBlocks({ type: 'doc', content: [null as unknown as TiptapNode, { type: 'paragraph', content: [{ type: 'text' }] }] }),
    ).toEqual([])
  })
})

describe('blocksToTiptap and back', () => {
  const blocks: EditorBlock[] = [
    { type: 'heading', level: 3, children: [{ type: 'text', text: 'Kop' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Lees ' },
        { type: 'link', url: 'mailto:a@example.nl', children: [{ type: 'text', text: 'mail', italic: true }] },
        { type: 'text', text: ' nu', bold: true, italic: true },
      ],
    },
    {
      type: 'list',
      format: 'ordered',
      children: [
        { type: 'list-item', children: [{ type: 'text', text: 'een' }] },
        { type: 'list-item', children: [{ type: 'text', text: 'twee' }] },
      ],
    },
  ]

  it('round-trips every block the editor offers', () => {
    expect(tiptapToBlocks(blocksToTiptap(blocks))).toEqual(blocks)
  })

  it('starts an empty editor with one empty paragraph', () => {
    expect(blocksToTiptap([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] })
  })

  it('does not carry a forbidden link into the editor', () => {
    const unsafe = [
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] },
    ] as EditorBlock[]
    expect(JSON.stringify(blocksToTiptap(unsafe))).not.toContain('javascript')
  })
})
