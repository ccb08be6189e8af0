import { z } from 'zod'
import { RESULT_EVENTS } from './analytics/data-layer'

// Shared by the server (the one-time cookie) and the browser (showing it, docs/decisions/0037).

export const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(['success', 'error']).default('success'),
  title: z.string().min(1),
  description: z.string().optional(),
  /**
   * The id of the section on the next page that the result belongs to (the section a redirect to
   * `#id` scrolls to), which shows it with `<ResultNotice at>`; without it the result shows at the
   * top of the page's main content.
   */
  at: z
    .string()
    .regex(/^[A-Za-z][\w-]*$/)
    .optional(),
  /** The analytics event of this success, pushed once when the next page shows it (lib/analytics/data-layer.ts). */
  event: z.enum(RESULT_EVENTS).optional(),
})

export type Toast = z.infer<typeof ToastSchema>
export type ToastInput = z.input<typeof ToastSchema>
