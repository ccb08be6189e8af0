import { describe, expect, it } from 'vitest'
import { mailRunSentence } from './mail-run-sentence'

const none = { sent: 0, empty: 0, failed: 0, skipped: 0 }

describe('mailRunSentence', () => {
  it('says what went out as a sentence, in the singular or plural', () => {
    expect(mailRunSentence({ digests: { ...none, sent: 1 }, alerts: none, reminders: none })).toBe('1 nieuwsbrief verstuurd.')
    expect(mailRunSentence({ digests: { ...none, sent: 1 }, alerts: { ...none, sent: 2 }, reminders: { ...none, sent: 1 } })).toBe(
      '1 nieuwsbrief, 2 meldingen en 1 herinnering aan een evenement verstuurd.',
    )
  })

  it('says why no digest went, and what failed', () => {
    expect(mailRunSentence({ digests: { ...none, empty: 1 }, alerts: none, reminders: none })).toBe(
      'Er is niets verstuurd. Er was niets nieuws voor de nieuwsbrief van dit lid.',
    )
    expect(mailRunSentence({ digests: { ...none, skipped: 1 }, alerts: { ...none, sent: 1 }, reminders: { ...none, failed: 2 } })).toBe(
      '1 melding verstuurd. De nieuwsbrief van deze periode was al verstuurd. 2 e-mails mislukt; we proberen het later opnieuw.',
    )
  })
})
