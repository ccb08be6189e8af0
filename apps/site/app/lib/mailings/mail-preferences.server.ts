import {
  MAILING_API,
  type DigestPreferencesInput,
  type MailPreferencesDto,
  type UnsubscribeTargetDto,
  MAILING_WRITE_REACH,
} from '@talentstad/types'
import { memberRead, memberWrite, visitorRead, visitorWrite, type Caller } from '~/lib/cms/member-api.server'

/** A mail link's token as the CMS signs them (`<payload>.<signature>`, base64url); anything else is not sent on. */
export const isMailToken = (value: string | null): value is string =>
  value !== null && value.length <= 512 && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value)

/** The member's digest settings (/profiel/meldingen); a failed read is the page's error. */
export async function getMyMailPreferences(caller: Caller): Promise<MailPreferencesDto> {
  return (await memberRead<{ data: MailPreferencesDto }>(caller, MAILING_API.mine)).data
}

export const setMyMailPreferences = (caller: Caller, input: DigestPreferencesInput) =>
  memberWrite<{ data: MailPreferencesDto }>(caller, MAILING_API.mine, 'PUT', input, { reach: MAILING_WRITE_REACH.mine })

/** The settings a mail link's manage token opens (no login): the CMS's result (401 for a link that does not work). */
export const getMailPreferencesByToken = (token: string, signal: AbortSignal) =>
  visitorRead<{ data: MailPreferencesDto }>(MAILING_API.byToken, { query: { token }, signal })

export const setMailPreferencesByToken = (token: string, input: DigestPreferencesInput, signal: AbortSignal) =>
  visitorWrite<{ data: MailPreferencesDto }>(MAILING_API.byToken, 'PUT', input, { query: { token }, signal })

/** Stops one alert from a mail's manage page (its token). */
export const removeAlertByToken = (token: string, alertId: string, signal: AbortSignal) =>
  visitorWrite<{ data: MailPreferencesDto }>(`${MAILING_API.byToken}/alerts/${encodeURIComponent(alertId)}`, 'DELETE', undefined, {
    query: { token },
    signal,
  })

/** What a mail's unsubscribe link would stop (nothing is changed). */
export const checkUnsubscribeToken = (token: string, signal: AbortSignal) =>
  visitorRead<{ data: UnsubscribeTargetDto }>(MAILING_API.unsubscribe, { query: { token }, signal })

/** Leaves the digest with a mail link's token (the page's button, and a mail client's one-click POST). */
export const unsubscribeByToken = (token: string, signal: AbortSignal) =>
  visitorWrite<{ data: { unsubscribed: true } }>(MAILING_API.unsubscribe, 'POST', undefined, { query: { token }, signal })
