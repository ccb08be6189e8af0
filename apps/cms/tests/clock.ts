/**
 * The process's clock moved forward, for a rule that the clock defines (a notification period, a
 * version that is an edit's time, a calendar SEQUENCE in seconds): the test moves the clock the CMS
 * reads (it runs in the test's process) instead of waiting for the time to pass. Time goes on
 * flowing from there, as it does in life; `Date` values and `instanceof Date` stay as they were.
 * tests/setup.ts puts the real clock back after each file.
 */
const RealDate = Date
let offset = 0

class ShiftedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + offset)
    else super(...(args as ConstructorParameters<DateConstructor>))
  }

  static override now() {
    return RealDate.now() + offset
  }

  // A date made before the clock moved (or by code that kept the real Date) is a Date all the same.
  static [Symbol.hasInstance](value: unknown) {
    return value instanceof RealDate
  }
}

/** `ms` later, at once, for everything in this process that reads `Date`. */
export function advanceClock(ms: number) {
  offset += ms
  globalThis.Date = ShiftedDate as DateConstructor
}

/** The real clock again (tests/setup.ts, after each file). */
export function restoreClock() {
  offset = 0
  globalThis.Date = RealDate
}
