import type { AlertDto } from '@talentstad/types'
import { getThemes } from '~/lib/content/content.server'
import { withPageErrors } from '~/lib/cms/page-errors.server'

/** A member's alerts with their theme's name, so the filters read 'thema AI en data', not its slug. */
export async function withThemeNames(alerts: AlertDto[]): Promise<Array<AlertDto & { themeName?: string }>> {
  if (!alerts.some((alert) => alert.filters.theme)) return alerts
  const themes = await withPageErrors(() => getThemes())
  const names = new Map(themes.map((theme) => [theme.slug, theme.name]))
  return alerts.map((alert) => ({ ...alert, themeName: alert.filters.theme ? names.get(alert.filters.theme) : undefined }))
}
