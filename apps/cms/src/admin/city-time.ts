/**
 * Times on the editors' desk in the platform's time zone, whatever the browser's (issue 46): the
 * home page's widgets and the side panels say the same hour as the site and the mails.
 */
export const CITY_TIME_ZONE = 'Europe/Amsterdam'

const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: CITY_TIME_ZONE })

/** "4 december 2026 om 14:05" in city time; 'onbekend' without a time. */
export const cityDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : 'onbekend')

const short = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: CITY_TIME_ZONE })

/** "3 dec 2026, 14:05" in city time: a list's date column. */
export const cityDateTimeShort = (iso: string) => short.format(new Date(iso))
