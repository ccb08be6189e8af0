import { expect } from 'vitest'
import type { TestCms } from './strapi'

// Shared by the search tests: an item with the given text, and a `_q` search as the site sends it.

const UID = 'api::content-item.content-item'

export type Item = { title: string; summary?: string; body?: string; type?: string; reviewState?: string }

let counter = 0

export async function createSearchItem(
  cms: TestCms,
  { title, summary, body, type = 'CONTENT_TYPE_NEWS', reviewState = 'approved' }: Item,
  status: 'published' | 'draft' = 'published',
) {
  counter += 1
  return cms.strapi.documents(UID).create({
    data: {
      type,
      title,
      slug: `zoek-${counter}-${Date.now()}`,
      summary,
      body: body ? [{ type: 'paragraph', children: [{ type: 'text', text: body }] }] : undefined,
      reviewState,
    },
    status,
  } as any)
}

/** The titles found for `q` (newest first) and the total the list would show. */
export async function searchItems(cms: TestCms, q: string, extra = '') {
  const response = await fetch(
    `${cms.url}/api/content-items?_q=${encodeURIComponent(q)}&fields[0]=title&sort[0]=publishedAt:desc&sort[1]=id:desc${extra}`,
  )
  expect(response.status, q).toBe(200)
  const body = await response.json()
  return { titles: body.data.map((item: { title: string }) => item.title) as string[], total: body.meta.pagination.total as number }
}
