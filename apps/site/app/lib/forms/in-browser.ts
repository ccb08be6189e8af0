import type { Submission } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'

export type FormSchema = z.ZodType<Record<string, unknown>>
type Input<S extends FormSchema> = z.input<S> & Record<string, unknown>

/** A form's schema as the browser uses it: its fields' constraints and its parse of a submission. */
export type BrowserSchema<S extends FormSchema> = {
  constraint: () => ReturnType<typeof getZodConstraint>
  parse: (formData: FormData) => Submission<Input<S>, string[], z.output<S>>
}

/**
 * A form that validates in the browser too: `useConformForm({ schema: inBrowser(Schema) })`.
 * conform's zod adapter (and with it zod's runtime, 26 KB gzip) is loaded by the pages whose forms
 * say so, never by a page whose forms only the server validates (an event's sign-up, a call's
 * enter): use-conform-form.ts does not import it.
 */
export function inBrowser<S extends FormSchema>(schema: S): BrowserSchema<S> {
  return {
    constraint: () => getZodConstraint(schema),
    parse: (formData) => parseWithZod(formData, { schema }) as Submission<Input<S>, string[], z.output<S>>,
  }
}
