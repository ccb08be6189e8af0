import { MAILING_API, type DigestPreviewDto, type DigestToolInput, type MailRunDto } from '@talentstad/types'
import { memberAsk, memberWrite, type Caller } from '~/lib/cms/member-api.server'

/** The community managers' digest tool (/profiel/nieuwsbrief; the CMS's policy decides who may). */

/** The digest a member would get now: `{ data: null }` when it would be empty, 404 for an unknown address. */
export const previewDigest = (caller: Caller, email: string) =>
  memberAsk<{ data: DigestPreviewDto | null }>(caller, MAILING_API.preview, { email })

/** Runs the mail schedule now, for one member (what went out) or for all (`null`: it goes on in the background). */
export const runMailSchedule = (caller: Caller, input: DigestToolInput) =>
  memberWrite<{ data: MailRunDto | null }>(caller, MAILING_API.run, 'POST', input)
