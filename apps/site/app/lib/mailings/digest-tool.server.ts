import { MAILING_API, type DigestPreviewDto, type DigestRunInput, type DigestsDueDto, type MailRunDto } from '@talentstad/types'
import { memberAsk, memberWrite, type Caller } from '~/lib/cms/member-api.server'

/** The community managers' digest tool (/profiel/nieuwsbrief; the CMS's policy decides who may). */

/** The digest a member would get now: `{ data: null }` when it would be empty, 404 for an unknown address. */
export const previewDigest = (caller: Caller, email: string) =>
  memberAsk<{ data: DigestPreviewDto | null }>(caller, MAILING_API.preview, { email })

/** How many members a send to everyone would mail now (asked before it is sent). */
export const countDueDigests = (caller: Caller) => memberAsk<{ data: DigestsDueDto }>(caller, MAILING_API.due)

/**
 * One member's mails now (`{ email }`: what went out), or the due digests to everyone
 * (`{ everyone: true }`: `null`, it goes on in the background).
 */
export const runDigests = (caller: Caller, input: DigestRunInput) =>
  memberWrite<{ data: MailRunDto | null; meta?: { started: boolean } }>(caller, MAILING_API.run, 'POST', input)
