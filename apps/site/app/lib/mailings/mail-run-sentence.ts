import { dutchList, type MailRunDto } from '@talentstad/types'

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * A community manager's test run for one member, said as sentences ("1 nieuwsbrief verstuurd."):
 * what went out, then why a digest did not (nothing new, already sent this period) and what failed.
 */
export function mailRunSentence({ digests, alerts, reminders }: MailRunDto): string {
  const sent = [
    digests.sent ? counted(digests.sent, 'nieuwsbrief', 'nieuwsbrieven') : null,
    alerts.sent ? counted(alerts.sent, 'melding', 'meldingen') : null,
    reminders.sent ? counted(reminders.sent, 'herinnering aan een evenement', 'herinneringen aan evenementen') : null,
  ].filter((part): part is string => part !== null)
  const failed = digests.failed + alerts.failed + reminders.failed
  return [
    sent.length ? `${dutchList(sent)} verstuurd.` : 'Er is niets verstuurd.',
    digests.empty ? 'Er was niets nieuws voor de nieuwsbrief van dit lid.' : null,
    digests.skipped ? 'De nieuwsbrief van deze periode was al verstuurd.' : null,
    failed ? `${counted(failed, 'e-mail', 'e-mails')} mislukt; we proberen het later opnieuw.` : null,
  ]
    .filter(Boolean)
    .join(' ')
}
