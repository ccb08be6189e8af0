import { isAllowedLinkUrl, type EditorBlock } from '@talentstad/types'

/**
 * The body of a call as plain text, for the form without JavaScript (a textarea), and back. The
 * light syntax, shown beside the field:
 *
 * - a blank line starts a new paragraph (lines of one paragraph are joined with a space);
 * - `## ` starts a heading, `### ` a smaller one;
 * - `- ` starts a bulleted list item, `1. ` (any number) a numbered one;
 * - `[tekst](https://…)` is a link (http, https or mailto; any other link keeps only its text);
 * - `**vet**` and `*cursief*`;
 * - a backslash before a character takes it literally (`\*`, `\[`, or `\- ` at a line's start).
 *
 * Only the blocks the editor offers come out (packages/types EditorBlockSchema); the result is
 * validated with BodySchema like the editor's.
 */

type Text = { type: 'text'; text: string; bold?: boolean; italic?: boolean }
type Link = { type: 'link'; url: string; children: Text[] }
type Inline = Text | Link

const ESCAPABLE = /[\\*[\]()#\-.0-9]/

function pushText(out: Inline[] | Text[], text: string, bold: boolean, italic: boolean) {
  if (text === '') return
  const last = out[out.length - 1]
  if (last && last.type === 'text' && Boolean(last.bold) === bold && Boolean(last.italic) === italic) {
    last.text += text
    return
  }
  const node: Text = { type: 'text', text }
  if (bold) node.bold = true
  if (italic) node.italic = true
  ;(out as Inline[]).push(node)
}

/** The index of the `)` that ends a link's address starting at `from`, or -1 (spaces end nothing: no link). */
function linkEnd(source: string, from: number): number {
  let depth = 0
  for (let index = from; index < source.length; index++) {
    const char = source[index]!
    if (/\s/.test(char)) return -1
    if (char === '(') depth++
    else if (char === ')') {
      if (depth === 0) return index
      depth--
    }
  }
  return -1
}

/** The index of the `]` that closes a link text starting at `from` (escapes skipped), or -1. */
function bracketEnd(source: string, from: number): number {
  for (let index = from; index < source.length; index++) {
    const char = source[index]
    if (char === '\\') index++
    else if (char === '[') return -1
    else if (char === ']') return index
  }
  return -1
}

/** Whether an unescaped `marker` occurs in `source` from `from` on. */
function hasMarker(source: string, from: number, marker: '**' | '*'): boolean {
  for (let index = from; index < source.length; index++) {
    const char = source[index]
    if (char === '\\') {
      index++
      continue
    }
    if (marker === '**' && source.startsWith('**', index)) return true
    if (marker === '*' && char === '*' && !source.startsWith('**', index)) return true
    if (marker === '*' && source.startsWith('***', index)) return true
  }
  return false
}

/** Text with `**bold**`, `*italic*` and escapes, and (unless inside a link) `[text](url)`. */
function parseInline(source: string, allowLinks = true): Inline[] {
  const out: Inline[] = []
  let bold = false
  let italic = false
  let buffer = ''
  const flush = () => {
    pushText(out, buffer, bold, italic)
    buffer = ''
  }
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!
    if (char === '\\' && index + 1 < source.length && ESCAPABLE.test(source[index + 1]!)) {
      buffer += source[index + 1]
      index++
      continue
    }
    if (source.startsWith('**', index) && (bold || hasMarker(source, index + 2, '**'))) {
      flush()
      bold = !bold
      index++
      continue
    }
    if (char === '*' && (italic || hasMarker(source, index + 1, '*'))) {
      flush()
      italic = !italic
      continue
    }
    if (char === '[' && allowLinks) {
      const close = bracketEnd(source, index + 1)
      if (close > index + 1 && source[close + 1] === '(') {
        const end = linkEnd(source, close + 2)
        if (end > close + 2) {
          flush()
          const url = source.slice(close + 2, end)
          const children = parseInline(source.slice(index + 1, close), false) as Text[]
          const marked = children.map((child) => ({
            ...child,
            ...(bold || child.bold ? { bold: true } : {}),
            ...(italic || child.italic ? { italic: true } : {}),
          }))
          if (isAllowedLinkUrl(url) && marked.length) out.push({ type: 'link', url, children: marked })
          else for (const child of marked) pushText(out, child.text, Boolean(child.bold), Boolean(child.italic))
          index = end
          continue
        }
      }
    }
    buffer += char
  }
  flush()
  return out
}

const HEADING = /^(#{1,3})\s+(.*)$/
const BULLET = /^[-*]\s+(.*)$/
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/

/** Light-syntax text to editor blocks (see the module comment). */
export function textToBlocks(text: string): EditorBlock[] {
  const blocks: EditorBlock[] = []
  let paragraph: string[] = []
  let list: { format: 'ordered' | 'unordered'; items: string[] } | null = null

  const endParagraph = () => {
    const joined = paragraph.join(' ').trim()
    paragraph = []
    if (!joined) return
    const children = parseInline(joined)
    if (children.length) blocks.push({ type: 'paragraph', children })
  }
  const endList = () => {
    if (!list) return
    const children = list.items.map((item) => parseInline(item.trim())).filter((inlines) => inlines.length > 0)
    if (children.length)
      blocks.push({
        type: 'list',
        format: list.format,
        children: children.map((inlines) => ({ type: 'list-item' as const, children: inlines })),
      })
    list = null
  }

  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim()
    if (line === '') {
      endParagraph()
      endList()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      endParagraph()
      endList()
      const children = parseInline(heading[2]!.trim())
      if (children.length) blocks.push({ type: 'heading', level: heading[1]!.length === 3 ? 3 : 2, children })
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    const item = bullet ?? numbered
    if (item) {
      endParagraph()
      const format = bullet ? 'unordered' : 'ordered'
      if (list && list.format !== format) endList()
      if (!list) list = { format, items: [] }
      list.items.push(item[1]!)
      continue
    }
    if (list) {
      // A line right under a list item continues that item.
      list.items[list.items.length - 1] += ` ${line}`
      continue
    }
    paragraph.push(line)
  }
  endParagraph()
  endList()
  return blocks
}

// ---------------------------------------------------------------------------------------------

function escapeText(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/[\\*[\]]/g, (char) => `\\${char}`)
}

function markText(node: Text): string {
  const text = escapeText(node.text)
  if (text.trim() === '') return text
  // Marks wrap the words, not the spaces around them (so `** x**` never appears).
  const [, lead = '', core = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(text) ?? []
  let marked = core
  if (node.italic) marked = `*${marked}*`
  if (node.bold) marked = `**${marked}**`
  return `${lead}${marked}${trail}`
}

function inlineToText(children: ReadonlyArray<Inline>): string {
  return children
    .map((child) => (child.type === 'text' ? markText(child) : `[${child.children.map(markText).join('')}](${linkAddress(child.url)})`))
    .join('')
}

/** An address as the syntax reads it back: whitespace and a `)` without its `(` encoded. */
function linkAddress(url: string): string {
  let depth = 0
  let out = ''
  for (const char of url) {
    if (/\s/.test(char)) out += encodeURIComponent(char)
    else if (char === '(') {
      depth++
      out += char
    } else if (char === ')') {
      if (depth === 0) out += '%29'
      else {
        depth--
        out += char
      }
    } else out += char
  }
  // An unclosed `(` would swallow the closing `)`: encode every parenthesis then.
  return depth === 0 ? out : out.replace(/\(/g, '%28').replace(/\)/g, '%29')
}

/** A paragraph or item that would read as a heading or list item gets a backslash. */
function escapeLineStart(text: string): string {
  return /^(#|[-*]\s|\d{1,3}[.)]\s)/.test(text) ? `\\${text}` : text
}

/** Editor blocks to the light syntax (the textarea's content when the form is shown again or edited). */
export function blocksToText(blocks: ReadonlyArray<EditorBlock>): string {
  return blocks
    .map((block) => {
      if (block.type === 'heading') return `${'#'.repeat(block.level)} ${inlineToText(block.children)}`
      if (block.type === 'list') {
        return block.children
          .map((item, index) => `${block.format === 'ordered' ? `${index + 1}.` : '-'} ${inlineToText(item.children)}`)
          .join('\n')
      }
      return escapeLineStart(inlineToText(block.children))
    })
    .join('\n\n')
}
