import { countLabel, countOrNone } from '~/lib/counts'

/** The counts of the /profiel dashboard in words: '1 oproep', '3 oproepen', 'Nog geen enters'. */
export const DASHBOARD_COUNTS = {
  calls: (count: number) => countOrNone(count, 'oproep', 'oproepen', 'Nog geen oproepen'),
  enters: (count: number) => countOrNone(count, 'enter', 'enters', 'Nog geen enters'),
  saved: (count: number) => countOrNone(count, 'opgeslagen item', 'opgeslagen items', 'Nog geen opgeslagen items'),
  /** Events signed up for (a place or the waiting list) that are not over. */
  events: (count: number) => countOrNone(count, 'komend evenement', 'komende evenementen', 'Nog geen evenementen'),
  organizations: (count: number) => countOrNone(count, 'organisatie', 'organisaties', 'Nog geen organisaties'),
  /** Calls waiting for a community manager's review. */
  callsToReview: (count: number) =>
    count === 0 ? 'Geen oproepen om te beoordelen' : `${countLabel(count, 'oproep wacht', 'oproepen wachten')} op beoordeling`,
  /** Organisation applications waiting for a community manager's review. */
  applicationsToReview: (count: number) =>
    count === 0 ? 'Geen aanmeldingen om te beoordelen' : `${countLabel(count, 'aanmelding wacht', 'aanmeldingen wachten')} op beoordeling`,
} as const
