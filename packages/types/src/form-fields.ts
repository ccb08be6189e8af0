import { z } from 'zod'

/**
 * Field rules every form schema shares (internal to this package, not exported from the index):
 * what "left empty" means and how a checkbox arrives.
 */

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** A form's optional field: empty or absent means "none" (null). */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable())

/** A required text field: the message for empty and absent alike. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message })

/** A checkbox: true as JSON, or 'on' / 'true' from a form; absent is false. */
export const Checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())
