import { useEffect, useReducer } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { isPathChange, loadingBarReducer } from './loading-bar-state'

const FADE_MS = 300

/** A thin bar at the top of the window while another page loads (decorative). */
export function LoadingBar() {
  const navigation = useNavigation()
  const location = useLocation()
  const [phase, dispatch] = useReducer(loadingBarReducer, 'idle')
  const pathChanging = navigation.state !== 'idle' && isPathChange(location, navigation.location)

  useEffect(() => {
    if (pathChanging) dispatch('start')
  }, [pathChanging])

  // Finish once the new location (path or search parameters) is on screen.
  useEffect(() => {
    if (navigation.state === 'idle') dispatch('settle')
  }, [navigation.state, location.pathname, location.search])

  useEffect(() => {
    if (phase !== 'done') return
    const timer = setTimeout(() => dispatch('reset'), FADE_MS)
    return () => clearTimeout(timer)
  }, [phase])

  return (
    <div className="ts-loading-bar" data-phase={phase} aria-hidden="true">
      <div className="ts-loading-bar__fill" />
    </div>
  )
}
