import { isAllowedLinkUrl, type EditorBlock } from '@talentstad/types'

/**
 * The body editor's document (Tiptap/ProseMirror JSON) and the CMS's blocks, both ways. Only what
 * the editor offers goes through: paragraphs, headings 2 and 3, bulleted and numbered lists, bold,
 * italic and links to http(s) or mailto. Anything else a document might hold (another node, a
 * mark, a `javascript:` link) is dropped, keeping its text where it has any. The server validates
 * the result again with BodySchema.
 */

export type TiptapMark = { type: string; attrs?: Record<string, unknown> }
export type TiptapNode = {
  type: string
  attrs?: Record<string, unknown>
  content?: TiptapNode[]
  marks?: TiptapMark[]
  text?: string
}

type Text = { type: 'text'; text: string; bold?: boolean; italic?: boolean }
type Inline = Text | { type: 'link'; url: string; children: Text[] }

function textOf(node: TiptapNode): Text | null {
  if (node.type !== 'text' || typeof node.text !== 'string' || node.text === '') return null
  const marks = Array.isArray(node.marks) ? node.marks : []
  const text: Text = { type: 'text', text: node.text }
  if (marks.some((mark) => mark?.type === 'bold')) text.bold = true
  if (marks.some((mark) => mark?.type === 'italic')) text.italic = true
  return text
}

function linkOf(node: TiptapNode): string | null {
  const mark = (Array.isArray(node.marks) ? node.marks : []).find((candidate) => candidate?.type === 'link')
  const href = mark?.attrs?.href
  return typeof href === 'string' && isAllowedLinkUrl(href) ? href : null
}

function sameMarks(a: Text, b: Text) {
  return Boolean(a.bold) === Boolean(b.bold) && Boolean(a.italic) === Boolean(b.italic)
}

function pushText(out: Text[], text: Text) {
  const last = out[out.length - 1]
  if (last && sameMarks(last, text)) last.text += text.text
  else out.push(text)
}

/** A textblock's children as inlines; neighbouring text with the same link becomes one link. */
function inlinesOf(nodes: ReadonlyArray<TiptapNode> | undefined): Inline[] {
  const out: Inline[] = []
  for (const node of Array.isArray(nodes) ? nodes : []) {
    if (!node || typeof node !== 'object') continue
    // A hard break (not offered, but pasted documents can hold one) becomes a space.
    const text = node.type === 'hardBreak' ? ({ type: 'text', text: ' ' } as Text) : textOf(node)
    if (!text) continue
    const url = node.type === 'text' ? linkOf(node) : null
    const last = out[out.length - 1]
    if (url) {
      if (last?.type === 'link' && last.url === url) pushText(last.children, text)
      else out.push({ type: 'link', url, children: [text] })
    } else if (last?.type === 'text' && sameMarks(last, text)) {
      last.text += text.text
    } else {
      out.push(text)
    }
  }
  return out
}

const hasText = (inlines: Inline[]) =>
  inlines.some((inline) => (inline.type === 'text' ? inline.text.trim() : inline.children.some((child) => child.text.trim())))

/** The inlines of a list item: its paragraphs joined by a space; nested lists become the next items. */
function listItems(list: TiptapNode): Inline[][] {
  const items: Inline[][] = []
  for (const item of Array.isArray(list.content) ? list.content : []) {
    if (item?.type !== 'listItem') continue
    const own: Inline[] = []
    const nested: Inline[][] = []
    for (const child of Array.isArray(item.content) ? item.content : []) {
      if (child?.type === 'bulletList' || child?.type === 'orderedList') nested.push(...listItems(child))
      else if (child?.type === 'paragraph' || child?.type === 'heading') {
        if (own.length) own.push({ type: 'text', text: ' ' })
        own.push(...inlinesOf(child.content))
      }
    }
    if (hasText(own)) items.push(own)
    items.push(...nested)
  }
  return items
}

/** A Tiptap document to blocks (empty paragraphs and unknown nodes are left out). */
export function tiptapToBlocks(doc: TiptapNode | null | undefined): EditorBlock[] {
  const blocks: EditorBlock[] = []
  for (const node of Array.isArray(doc?.content) ? doc.content : []) {
    if (!node || typeof node !== 'object') continue
    if (node.type === 'paragraph' || node.type === 'heading') {
      const children = inlinesOf(node.content)
      if (!hasText(children)) continue
      if (node.type === 'heading') blocks.push({ type: 'heading', level: Number(node.attrs?.level) === 3 ? 3 : 2, children })
      else blocks.push({ type: 'paragraph', children })
    } else if (node.type === 'bulletList' || node.type === 'orderedList') {
      const items = listItems(node)
      if (items.length) {
        blocks.push({
          type: 'list',
          format: node.type === 'orderedList' ? 'ordered' : 'unordered',
          children: items.map((children) => ({ type: 'list-item' as const, children })),
        })
      }
    } else if (Array.isArray(node.content)) {
      // Anything else that holds text (a quote, a code block …): its text as a paragraph.
      const children = inlinesOf(node.content.flatMap((child) => (child.type === 'text' ? [child] : (child.content ?? []))))
      if (hasText(children)) blocks.push({ type: 'paragraph', children })
    }
  }
  return blocks
}

function textNode(text: Text, link?: string): TiptapNode {
  const marks: TiptapMark[] = []
  if (text.bold) marks.push({ type: 'bold' })
  if (text.italic) marks.push({ type: 'italic' })
  if (link) marks.push({ type: 'link', attrs: { href: link } })
  return marks.length ? { type: 'text', text: text.text, marks } : { type: 'text', text: text.text }
}

function inlineNodes(children: ReadonlyArray<Inline>): TiptapNode[] {
  return children.flatMap((child) => {
    if (child.type === 'text') return child.text ? [textNode(child)] : []
    const url = isAllowedLinkUrl(child.url) ? child.url : undefined
    return child.children.filter((text) => text.text).map((text) => textNode(text, url))
  })
}

/** Blocks to a Tiptap document (what the editor starts with when the form is shown again or edited). */
export function blocksToTiptap(blocks: ReadonlyArray<EditorBlock>): TiptapNode {
  const content: TiptapNode[] = blocks.map((block) => {
    if (block.type === 'heading') return { type: 'heading', attrs: { level: block.level }, content: inlineNodes(block.children) }
    if (block.type === 'list') {
      return {
        type: block.format === 'ordered' ? 'orderedList' : 'bulletList',
        ...(block.format === 'ordered' ? { attrs: { start: 1 } } : {}),
        content: block.children.map((item) => ({
          type: 'listItem',
          content: [{ type: 'paragraph', content: inlineNodes(item.children) }],
        })),
      }
    }
    return { type: 'paragraph', content: inlineNodes(block.children) }
  })
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] }
}
