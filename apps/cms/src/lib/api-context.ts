import { errors } from '@strapi/utils'
import { fieldErrorsOf, PROFILE_MESSAGES } from '@talentstad/types'

/** The minimal Koa context the custom controllers use. */
export type ApiContext = {
  request: { body?: unknown; files?: Record<string, unknown>; header: Record<string, string | string[] | undefined> }
  req: NodeJS.ReadableStream & { readableEnded?: boolean }
  state: { user?: { id: number; documentId: string } }
  ip: string
  status: number
  body: unknown
  set(name: string, value: string): void
}

/** Strapi's body parser leaves DELETE bodies alone: reads a small JSON body itself (undefined when absent or not JSON). */
export async function readJsonBody(ctx: ApiContext, limitBytes = 16 * 1024): Promise<unknown> {
  const parsed = ctx.request.body
  if (parsed && typeof parsed === 'object' && Object.keys(parsed).length > 0) return parsed
  if (ctx.req.readableEnded) return parsed
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length
    if (size > limitBytes) return undefined
    chunks.push(chunk as Buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}

/** A shared schema (packages/types): what a controller validates a body with. */
export type InputSchema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: SchemaError }
}
type SchemaError = Parameters<typeof fieldErrorsOf>[0]

/**
 * The input as the shared schema reads it, or Strapi's 400 (`code: 'validation'`) with the Dutch
 * message per field: the one way a controller refuses a body (`invalid` for another 400's wording).
 */
export function validInput<T>(schema: InputSchema<T>, input: unknown, invalid: (error: SchemaError) => Error = invalidInput): T {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw invalid((result as Extract<typeof result, { success: false }>).error)
}

/** That 400 for a schema's error (where one of several schemas reads the body). */
export const invalidInput = (error: SchemaError) =>
  new errors.ValidationError(PROFILE_MESSAGES.invalid, { code: 'validation', fieldErrors: fieldErrorsOf(error) })
