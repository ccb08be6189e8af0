import type { FollowTarget } from '@talentstad/types'
import { Form, useLocation, useNavigation } from 'react-router'
import { Button, ButtonLink } from '~/components/ui/button'
import type { FollowState } from '~/lib/follows/follow-form'
import { loginHref, PATHS } from '~/lib/paths'

/**
 * 'Volgen' / 'Volgend' for an organisation or a theme (issue 30). A plain form to /profiel/volgend
 * that comes back to this page with a toast, so it works without JavaScript. A visitor is asked to
 * log in and comes back here; a member whose follows cannot be read now sees no button.
 */
export function FollowButton({
  target,
  documentId,
  name,
  state,
  label = 'Volgen',
}: {
  target: FollowTarget
  documentId: string
  name: string
  state: FollowState
  /** The button's words while not following ('Volg dit thema' on a theme filter). */
  label?: string
}) {
  const location = useLocation()
  const navigation = useNavigation()
  if (state === 'unavailable') return null
  if (state === null) {
    return (
      <ButtonLink to={loginHref(location)} variant="secondary" className="ts-follow">
        Log in om {name} te volgen
      </ButtonLink>
    )
  }
  const busy = navigation.state === 'submitting' && navigation.formAction === PATHS.follows
  return (
    <Form method="post" action={PATHS.follows} preventScrollReset className="ts-follow">
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="documentId" value={documentId} />
      <input type="hidden" name="following" value={String(!state.following)} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Button
        type="submit"
        variant={state.following ? 'secondary' : 'primary'}
        disabled={busy}
        aria-label={state.following ? `Volgend: ${name} (klik om niet meer te volgen)` : `${label}: ${name}`}
        data-testid="follow-button"
      >
        {state.following ? 'Volgend' : label}
      </Button>
    </Form>
  )
}
