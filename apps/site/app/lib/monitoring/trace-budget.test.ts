import { describe, expect, it } from 'vitest'
import { TraceBudget } from './trace-budget'

describe('TraceBudget', () => {
  it('traces every request up to the budget, then none until the minute is over', () => {
    let time = 1_000_000
    const budget = new TraceBudget({ perMinute: 3, sampleRate: 1, now: () => time })
    expect([1, 2, 3, 4, 5].map(() => budget.decide(undefined))).toEqual([true, true, true, false, false])
    time += 59_999
    expect(budget.decide(undefined)).toBe(false)
    time += 1
    expect(budget.decide(undefined)).toBe(true)
  })

  it('follows an incoming trace’s decision, and a forced one spends the same budget', () => {
    const budget = new TraceBudget({ perMinute: 2, sampleRate: 1, now: () => 5 })
    expect(budget.decide(false)).toBe(false)
    expect(budget.decide(true)).toBe(true)
    expect(budget.decide(true)).toBe(true)
    expect(budget.decide(true)).toBe(false)
  })

  it('samples at the rate, and an unsampled request spends nothing', () => {
    const rolls = [0.1, 0.9, 0.2, 0.3]
    const budget = new TraceBudget({ perMinute: 2, sampleRate: 0.25, now: () => 5, random: () => rolls.shift()! })
    expect([1, 2, 3, 4].map(() => budget.decide(undefined))).toEqual([true, false, true, false])
  })

  it('traces nothing at rate 0 or with no budget', () => {
    expect(new TraceBudget({ perMinute: 100, sampleRate: 0 }).decide(undefined)).toBe(false)
    expect(new TraceBudget({ perMinute: 0, sampleRate: 1 }).decide(true)).toBe(false)
  })
})
