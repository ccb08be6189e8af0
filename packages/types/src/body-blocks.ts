import { z } from 'zod'

/**
 * The body of member content and of an organisation's page: Strapi "blocks", limited to what the
 * editor offers. Anything else is refused, so nothing a member writes can smuggle markup, images or
 * scripts onto a public page.
 */

export const BODY_MESSAGES = {
  required: 'Beschrijf je oproep',
  tooLong: 'Je tekst is te lang. Gebruik maximaal 10.000 tekens.',
  invalid: 'De tekst bevat opmaak die niet is toegestaan.',
} as const

export const BODY_MAX_CHARS = 10_000

const TextSchema = z.strictObject({
  type: z.literal('text'),
  text: z.string().max(BODY_MAX_CHARS),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
})
/** Links only to the web or e-mail: never `javascript:`, `data:` or a relative path. */
export function isAllowedLinkUrl(value: string) {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:') && value.length <= 2048
  } catch {
    return false
  }
}
const LinkSchema = z.strictObject({
  type: z.literal('link'),
  url: z.string().refine(isAllowedLinkUrl),
  children: z.array(TextSchema).min(1).max(50),
})
const InlineSchema = z.union([TextSchema, LinkSchema])
const InlinesSchema = z.array(InlineSchema).min(1).max(200)

export const EditorBlockSchema = z.union([
  z.strictObject({ type: z.literal('paragraph'), children: InlinesSchema }),
  z.strictObject({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), children: InlinesSchema }),
  z.strictObject({
    type: z.literal('list'),
    format: z.enum(['ordered', 'unordered']),
    children: z
      .array(z.strictObject({ type: z.literal('list-item'), children: InlinesSchema }))
      .min(1)
      .max(100),
  }),
])
export type EditorBlock = z.infer<typeof EditorBlockSchema>

/** The plain text of blocks (for length checks, the AI rewrite and search). */
export function blocksText(blocks: ReadonlyArray<EditorBlock>): string {
  const inline = (children: ReadonlyArray<z.infer<typeof InlineSchema>>) =>
    children.map((child) => (child.type === 'text' ? child.text : child.children.map((text) => text.text).join(''))).join('')
  return blocks
    .map((block) => (block.type === 'list' ? block.children.map((item) => inline(item.children)).join('\n') : inline(block.children)))
    .join('\n\n')
}

/** Blocks the editor can show, any number up to 500 (BodySchema adds what an item's body must hold). */
export const EditorBlocksSchema = z.array(EditorBlockSchema, { error: BODY_MESSAGES.invalid }).max(500, { error: BODY_MESSAGES.tooLong })

export const BodySchema = EditorBlocksSchema.refine((blocks) => blocksText(blocks).trim().length > 0, {
  error: BODY_MESSAGES.required,
}).refine((blocks) => blocksText(blocks).length <= BODY_MAX_CHARS, { error: BODY_MESSAGES.tooLong })
