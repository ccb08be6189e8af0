import { data } from 'react-router'
import { isCmsError } from './cms.server'

/**
 * What a page answers when a CMS read fails: the Dutch 404 page for an unknown record, and the
 * Dutch 503 page ('Er is iets misgegaan') when the CMS is down, slow or answers strangely.
 * Anything else (a bug of ours) stays a 500.
 */
export function toPageError(error: unknown): unknown {
  if (isCmsError(error)) {
    if (error.kind === 'not-found') return data(null, { status: 404 })
    return data(null, { status: 503 })
  }
  return error
}

/** Runs a page's CMS reads; failures become the right error page. */
export async function withPageErrors<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    throw toPageError(error)
  }
}
