import type { WriteReach } from '@talentstad/types'
import type { StrapiQuery } from './strapi-query'

/** One request to the CMS (cms.server.ts), with or without a member's token. */
export type CmsFetchOptions = {
  /** Strapi query: filters, populate, pagination, sort, fields, status, locale … */
  query?: StrapiQuery
  /** A user's JWT; `undefined` uses the site's CMS_API_TOKEN, `null` sends no token. */
  token?: string | null
  /** Usually `request.signal`, so a request the browser abandons stops its CMS calls too. */
  signal?: AbortSignal
  /** Default 5000 ms. */
  timeoutMs?: number
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Sent as JSON; a FormData is sent as multipart (uploads). */
  body?: unknown
  /** A write's declared reach (packages/types `*_WRITE_REACH`): what the member cache forgets; not sent. */
  reach?: WriteReach
}

/** The CMS client's function (createCmsClient in cms.server.ts), also as the member cache wraps it. */
export type CmsFetch = <T>(path: string, options?: CmsFetchOptions) => Promise<T>
