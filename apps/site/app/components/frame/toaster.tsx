import { TOAST } from '@talentstad/types'
import { useEffect } from 'react'
import { Toaster as Sonner, toast as showToast } from 'sonner'
import type { Toast } from '~/lib/toast'

/** sonner, set up as spec section 9 says: bottom-left, 1500 ms, at most 3, pause on hover. */
export function Toaster() {
  return (
    <Sonner
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      containerAriaLabel="Meldingen"
      toastOptions={{ className: 'ts-toast' }}
    />
  )
}

/** Shows the one-time toast the server passed along (from the toast cookie). */
export function useToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => {
      const show = toast.type === 'error' ? showToast.error : showToast.success
      show(toast.title, { id: toast.id, description: toast.description })
    }, 0)
    return () => clearTimeout(timer)
  }, [toast])
}
