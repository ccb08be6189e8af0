const longDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' })

/** "21 november 2026" */
export function formatDutchDate(isoDate: string) {
  return longDate.format(new Date(`${isoDate}T12:00:00Z`))
}
