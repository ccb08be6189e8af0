import type { BlockInline, BlockNode, BlockText } from '@talentstad/types'
import type { ReactNode } from 'react'
import { safeHref } from '~/lib/http/safe-url'

/**
 * Strapi "blocks" rich text as React elements: every string is text, never HTML, so nothing a
 * CMS editor or a user writes can inject markup. Links only for http(s) and mailto; other links
 * become plain text. Headings move one level down (the page has its own h1), or further (`topLevel`).
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

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
/** The look follows the text's own levels, wherever the headings sit in the page's outline. */
const HEADING_CLASS: Record<number, string | undefined> = { 2: 'utrecht-heading-2', 3: 'utrecht-heading-3' }

type BlockOptions = { imageSrc: (url: string) => string | undefined; topLevel: number }

function Block({ node, imageSrc, topLevel }: { node: BlockNode } & BlockOptions) {
  if (!node || typeof node !== 'object') return null
  switch (node.type) {
    case 'paragraph':
      return (
        <p className="utrecht-paragraph">
          <Inline nodes={node.children} />
        </p>
      )
    case 'heading': {
      // Level 1 and 2 are the text's top headings; each level sits `topLevel - 2` further down.
      const level = Math.min(Math.max(Number(node.level) || 1, 2), 6)
      const Tag = HEADINGS[Math.min(level + topLevel - 2, 6) - 1]!
      return (
        <Tag className={HEADING_CLASS[level]}>
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
  return (
    <>
      {blocks.map((node, index) => (
        <Block key={index} node={node} imageSrc={imageSrc} topLevel={topLevel} />
      ))}
    </>
  )
}
