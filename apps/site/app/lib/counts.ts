/** A count in Dutch words that read well: '1 oproep', '3 oproepen', or a sentence of its own for none. */

/** A count with its noun: the singular for exactly one, else the plural. */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/** A count, or `none` ('Nog geen enters') when there are none. */
export function countOrNone(count: number, one: string, many: string, none: string): string {
  return count === 0 ? none : countLabel(count, one, many)
}
