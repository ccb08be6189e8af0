import { ALERT_API, type AlertCreateInput, type AlertDto, type AlertUpdateInput, ALERT_WRITE_REACH } from '@talentstad/types'
import { memberWrite, type Caller } from '~/lib/cms/member-api.server'

/** A member's alerts for a search (POST, PUT, DELETE /api/me/alerts): the CMS's result, for the form to show. */
export const createAlert = (caller: Caller, input: AlertCreateInput) =>
  memberWrite<{ data: AlertDto }>(caller, ALERT_API.mine, 'POST', input, { reach: ALERT_WRITE_REACH.mine })
export const updateAlert = (caller: Caller, alertId: string, input: AlertUpdateInput) =>
  memberWrite<{ data: AlertDto }>(caller, ALERT_API.one(alertId), 'PUT', input, { reach: ALERT_WRITE_REACH.one })
export const deleteAlert = (caller: Caller, alertId: string) =>
  memberWrite<{ data: { deleted: true } }>(caller, ALERT_API.one(alertId), 'DELETE', undefined, { reach: ALERT_WRITE_REACH.one })
