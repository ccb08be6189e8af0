const longDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' })

/** "21 november 2026" */
export function formatDutchDate(isoDate: string) {
  return longDate.format(new Date(`${isoDate}T12:00:00Z`))
}

const TIME_ZONE = 'Europe/Amsterdam'
const dayFormat = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE })
const timeFormat = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE })
const dateKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE })

/**
 * When an event takes place, in Dutch and Amsterdam time:
 * "donderdag 3 december 2026, 14:00 – 17:00", or with both days when it spans several.
 */
export function formatEventDate(startIso: string, endIso?: string | null): string {
  const start = new Date(startIso)
  if (Number.isNaN(start.getTime())) return ''
  const startText = `${dayFormat.format(start)}, ${timeFormat.format(start)}`
  const end = endIso ? new Date(endIso) : undefined
  if (!end || Number.isNaN(end.getTime()) || end <= start) return startText
  if (dateKey.format(start) === dateKey.format(end)) return `${startText} – ${timeFormat.format(end)}`
  return `${startText} tot ${dayFormat.format(end)}, ${timeFormat.format(end)}`
}

/** "21 november 2026" for a full timestamp, in Amsterdam time. */
export function formatDutchDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date)
}

/** "21 november 2026, 14:05" for a moment (when someone signed up), in Amsterdam time. */
export function formatDutchMoment(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : `${longDate.format(date)}, ${timeFormat.format(date)}`
}
