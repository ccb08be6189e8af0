import { z } from 'zod'

// Shared by the server (the one-time cookie) and the browser (showing it with sonner).

export const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(['success', 'error']).default('success'),
  title: z.string().min(1),
  description: z.string().optional(),
})

export type Toast = z.infer<typeof ToastSchema>
export type ToastInput = z.input<typeof ToastSchema>
