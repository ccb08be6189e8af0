import { COUNT_CAP, PAGE_SIZE } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { capNotice, isCapped, othersStart, pagingOf, pagingText } from './paging'

// The CMS counts a content list up to COUNT_CAP + 1 (ADR 0026); what the list then says and offers.
describe('a list counted up to its cap', () => {
  it('says the exact number and "pagina N van M" up to the cap, and "more than" without a last page beyond it', () => {
    expect(pagingText(pagingOf(1, 0))).toBe('0 resultaten')
    expect(pagingText(pagingOf(1, 1))).toBe('1 resultaat')
    expect(pagingText(pagingOf(2, 25))).toBe('25 resultaten · pagina 2 van 3')
    expect(pagingText(pagingOf(1, COUNT_CAP))).toBe('1000 resultaten · pagina 1 van 84')
    expect(pagingText(pagingOf(2, COUNT_CAP + 1))).toBe('Meer dan 1.000 resultaten · pagina 2')
    expect(isCapped(COUNT_CAP)).toBe(false)
    expect(isCapped(COUNT_CAP + 1)).toBe(true)
  })

  it('tells how to find the rest on the last page a capped list offers, and nowhere else', () => {
    expect(capNotice(pagingOf(84, COUNT_CAP + 1))).toBe(
      'Je ziet de eerste 1.000 resultaten. Verfijn je keuze met een doelgroep, thema of zoekwoord om meer te vinden.',
    )
    expect(capNotice(pagingOf(83, COUNT_CAP + 1))).toBeUndefined()
    expect(capNotice(pagingOf(84, COUNT_CAP))).toBeUndefined()
  })

  it('offers every page of an exact total, and the pages of the first COUNT_CAP items beyond it', () => {
    expect(pagingOf(1, 0)).toEqual({ page: 1, pageCount: 1, total: 0 })
    expect(pagingOf(2, 25)).toEqual({ page: 2, pageCount: 3, total: 25 })
    expect(pagingOf(1, COUNT_CAP)).toEqual({ page: 1, pageCount: Math.ceil(COUNT_CAP / PAGE_SIZE), total: COUNT_CAP })
    // /community adds two capped totals (upcoming events and the rest): still the same pages.
    expect(pagingOf(3, 2 * (COUNT_CAP + 1)).pageCount).toBe(Math.ceil(COUNT_CAP / PAGE_SIZE))
    expect(pagingOf(3, COUNT_CAP + 1).pageCount).toBe(84)
  })
})

describe("/community's other items after the upcoming events", () => {
  it('start after every event below the cap', () => {
    expect(othersStart(0, 5, 5)).toBe(0)
    expect(othersStart(12, 5, 0)).toBe(7)
    expect(othersStart(24, 30, 6)).toBe(0)
  })

  it('past a capped count: at the first other item where the events end in the window, nowhere past it', () => {
    const capped = COUNT_CAP + 1
    // Page 84 (offset 996): the window still lies within the counted events.
    expect(othersStart(996, capped, 12)).toBe(0)
    // 1,010 events in reality: page 85 (offset 1008) gets the last two, then the first others.
    expect(othersStart(1008, capped, 2)).toBe(0)
    // Page 90: the events ended somewhere before; where the others start is not known.
    expect(othersStart(1068, capped, 0)).toBeUndefined()
  })
})
