/** The city's time zone: its calendar days and wall-clock hours (summer time included). */
export const CITY_TIME_ZONE = 'Europe/Amsterdam'

// Made once: a formatter costs far more to make than to use.
const cityParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CITY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
})
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

export type CityClock = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number
  /** The calendar date, 'YYYY-MM-DD'. */
  date: string
}

/** What the city's clock and calendar say at a moment. */
export function cityClock(moment: Date): CityClock {
  const found = Object.fromEntries(cityParts.formatToParts(moment).map((part) => [part.type, part.value]))
  return {
    year: Number(found.year),
    month: Number(found.month),
    day: Number(found.day),
    hour: Number(found.hour),
    minute: Number(found.minute),
    second: Number(found.second),
    weekday: WEEKDAYS.indexOf(found.weekday!) + 1,
    date: `${found.year}-${found.month}-${found.day}`,
  }
}

/**
 * The moment the city's clock shows this date and time (month 1–12). A time that the change to
 * summer time skips comes out an hour later; one that the change back shows twice, the first.
 */
export function cityInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute, second)
  // The offset at that moment, twice: once for a first guess, once more near a change of offset.
  let guess = wanted
  for (let round = 0; round < 2; round++) {
    const seen = cityClock(new Date(guess))
    guess += wanted - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second)
  }
  return new Date(guess)
}
