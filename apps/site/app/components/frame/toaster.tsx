import { TOAST } from '@talentstad/types'
import { useEffect, useState, type ComponentType } from 'react'
import type { Toast } from '~/lib/toast'

/**
 * sonner, set up as spec section 9 says: bottom-left, 1500 ms, at most 3, pause on hover. It is not
 * part of a page's JavaScript until a toast is wanted (the first `notify`): an action's result is
 * said on the page, not as a toast (docs/decisions/0063), so most pages never load it.
 */

type Sonner = typeof import('sonner')
let sonner: Promise<Sonner> | undefined
const loadSonner = () => (sonner ??= import('sonner'))
let toasterMounted: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => (toasterMounted = resolve))
let toastWanted: () => void = () => {}
const firstToast = new Promise<void>((resolve) => (toastWanted = resolve))

export function Toaster() {
  const [Loaded, setLoaded] = useState<ComponentType<Parameters<Sonner['Toaster']>[0]> | null>(null)
  useEffect(() => {
    let active = true
    void firstToast.then(loadSonner).then((module) => {
      if (active) setLoaded(() => module.Toaster)
    })
    return () => {
      active = false
    }
  }, [])
  useEffect(() => {
    if (Loaded) toasterMounted()
  }, [Loaded])
  if (!Loaded) return null
  return (
    <Loaded
      position={TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      containerAriaLabel="Meldingen"
      toastOptions={{ className: 'ts-toast', closeButtonAriaLabel: 'Melding sluiten' }}
    />
  )
}

type NotifyOptions = Pick<NonNullable<Parameters<Sonner['toast']['error']>[1]>, 'id' | 'description'> & { untilClosed?: boolean }

/**
 * Shows a toast, a success or an error (spec 9), once the toaster is there. A toast with something
 * to do in it (a link: `untilClosed`) stays until it is closed, with a close button: nobody has to
 * reach a link within 1.5 s (WCAG 2.2.1, docs/decisions/0037).
 */
export async function notify(kind: Toast['type'], title: string, { untilClosed, ...options }: NotifyOptions = {}) {
  toastWanted()
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady])
  ;(kind === 'error' ? toast.error : toast.success)(title, untilClosed ? { ...options, duration: Infinity, closeButton: true } : options)
}
