import type { BlockInline, BlockNode, BlockText } from '@talentstad/types'
import type { ReactNode } from 'react'
import { safeHref } from '~/lib/http/safe-url'

/**
 * Strapi "blocks" rich text as React elements: every string is text, never HTML, so nothing a
 * CMS editor or a user writes can inject markup. Links only for http(s) and mailto; other links
 * become plain text. Headings start at `topLevel` (the page has its own h1) and never skip a level
 * (see `headingLevels`).
 */

function Text({ node }: { node: BlockText }) {
  let content: ReactNode = node.text
  if (node.code) content = <code>{content}</code>
  if (node.bold) content = <strong>{content}</strong>
  if (node.italic) content = <em>{content}</em>
  if (node.underline) content = <span className="ts-underline">{content}</span>
  if (node.strikethrough) content = <s>{content}</s>
  return <>{content}</>
}

function Inline({ nodes }: { nodes: readonly BlockInline[] | undefined }) {
  if (!Array.isArray(nodes)) return null
  return (
    <>
      {nodes.map((node, index) => {
        if (node?.type === 'text') return <Text key={index} node={node} />
        if (node?.type === 'link') {
          const href = safeHref(node.url)
          const children = <Inline nodes={node.children} />
          if (!href) return <span key={index}>{children}</span>
          const external = !href.startsWith('mailto:')
          return (
            <a key={index} className="utrecht-link" href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
              {children}
            </a>
          )
        }
        return null
      })}
    </>
  )
}

/** The look follows the text's own levels (as under the page's h1), wherever the headings sit in the page's outline. */
const HEADING_CLASS: Record<number, string | undefined> = { 2: 'utrecht-heading-2', 3: 'utrecht-heading-3' }

const isHeading = (node: BlockNode | null | undefined): node is Extract<BlockNode, { type: 'heading' }> =>
  Boolean(node && typeof node === 'object' && node.type === 'heading')
const levelOf = (node: { level: unknown }) => Math.min(Math.max(Math.trunc(Number(node.level)) || 1, 1), 6)

/**
 * The level each heading of a body is rendered at (undefined for other blocks). The body's highest
 * heading becomes `topLevel` (an h2 under the page's h1, deeper under another heading), the others
 * keep their distance to it, and none is more than one level below the heading before it: whatever
 * levels an editor picked (the admin panel offers H1 to H6, the site's editor H2 and H3), the page's
 * outline skips no level.
 */
function headingLevels(blocks: readonly BlockNode[], topLevel: number) {
  const headings = blocks.filter(isHeading)
  const top = Math.min(...headings.map(levelOf))
  let previous = topLevel - 1
  return blocks.map((node) => {
    if (!isHeading(node)) return undefined
    previous = Math.min(levelOf(node) - top + topLevel, previous + 1, 6)
    return previous
  })
}

type BlockOptions = { imageSrc: (url: string) => string | undefined; topLevel: number }

function Block({ node, headingLevel, imageSrc, topLevel }: { node: BlockNode; headingLevel: number | undefined } & BlockOptions) {
  if (!node || typeof node !== 'object') return null
  switch (node.type) {
    case 'paragraph':
      return (
        <p className="utrecht-paragraph">
          <Inline nodes={node.children} />
        </p>
      )
    case 'heading': {
      const level = headingLevel ?? topLevel
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
      return (
        <Tag className={HEADING_CLASS[level - topLevel + 2]}>
          <Inline nodes={node.children} />
        </Tag>
      )
    }
    case 'list': {
      const items = Array.isArray(node.children) ? node.children : []
      const children = items.map((item, index) => (
        <li key={index} className="utrecht-unordered-list__item">
          <Inline nodes={item?.children} />
        </li>
      ))
      return node.format === 'ordered' ? (
        <ol className="ts-ordered-list">{children}</ol>
      ) : (
        <ul className="utrecht-unordered-list">{children}</ul>
      )
    }
    case 'quote':
      return (
        <blockquote className="ts-quote">
          <p className="utrecht-paragraph">
            <Inline nodes={node.children} />
          </p>
        </blockquote>
      )
    case 'code':
      return (
        <pre className="ts-code">
          <code>{(node.children ?? []).map((child) => child?.text ?? '').join('')}</code>
        </pre>
      )
    case 'image': {
      const src = node.image?.url ? imageSrc(node.image.url) : undefined
      if (!src || !node.image.width || !node.image.height) return null
      return (
        <img
          className="ts-body-image"
          src={src}
          alt={node.image.alternativeText ?? ''}
          width={node.image.width}
          height={node.image.height}
          loading="lazy"
          decoding="async"
        />
      )
    }
    default:
      return null
  }
}

/**
 * `imageSrc` turns a CMS upload path into an address (images outside the CMS are dropped).
 * `topLevel`: the level of the text's top headings, 2 by default (under the page's h1); deeper where
 * the text sits under another heading (a preview under its title).
 */
export function Blocks({
  blocks,
  imageSrc,
  topLevel = 2,
}: {
  blocks: readonly BlockNode[] | null | undefined
  imageSrc: (url: string) => string | undefined
  topLevel?: 2 | 3 | 4
}) {
  if (!Array.isArray(blocks)) return null
  const levels = headingLevels(blocks, topLevel)
  return (
    <>
      {blocks.map((node, index) => (
        <Block key={index} node={node} headingLevel={levels[index]} imageSrc={imageSrc} topLevel={topLevel} />
      ))}
    </>
  )
}
