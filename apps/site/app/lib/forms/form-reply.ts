import type { SubmissionResult } from '@conform-to/react'

/**
 * What an action answers a form that shows again (docs/decisions/0049): conform's result (the
 * field and form errors, or the reset after success), plus what that form needs besides (`Extra`:
 * the intent of a page with several forms, the step of a two-step form …). Every action's reply
 * is one of these; a success elsewhere goes with a toast (lib/toast.server.ts).
 */
export type FormReply<Extra extends object = object> = { result: SubmissionResult<string[]> } & Extra
