import { MESSAGES } from '@talentstad/types'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { pushEvent } from '~/lib/analytics/data-layer'
import { useTypeOfUser } from '~/lib/analytics/use-analytics-event'
import { CALL_PATHS } from '~/lib/calls/paths'
import type { EnterArea, EnterReply } from '~/lib/calls/enter-area'
import { EnterList } from './enter-list'
import { StatusBadge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'

const EnterForm = lazy(() => import('./enter-form').then((module) => ({ default: module.EnterForm })))

/** 'Reageer met een Enter' on a call page, by who is looking (lib/calls/enter-area.ts). */
export function EnterSection({ area, reply, action }: { area: EnterArea; reply?: EnterReply; action: string }) {
  // An enter went through: the form ('open') became 'entered' on this page (not an earlier enter found by a second try).
  const typeOfUser = useTypeOfUser()
  const previousKind = useRef(area.kind)
  useEffect(() => {
    if (previousKind.current === 'open' && area.kind === 'entered' && !reply?.alreadyEntered) pushEvent({ event: 'enter_sent', typeOfUser })
    previousKind.current = area.kind
  }, [area.kind, reply, typeOfUser])
  return (
    <section className="ts-enter ts-stack" aria-labelledby="enter-kop" id="enter">
      {area.kind === 'author' ? (
        <>
          <h2 id="enter-kop" className="utrecht-heading-2">
            Enters op je oproep
          </h2>
          <p className="utrecht-paragraph">Alleen jij ziet dit. Je ziet alleen wat iemand heeft gekozen om te delen.</p>
          <EnterList enters={area.enters} />
        </>
      ) : (
        <h2 id="enter-kop" className="utrecht-heading-2">
          Reageer met een Enter
        </h2>
      )}
      {area.kind === 'anonymous' ? (
        <p className="utrecht-paragraph">
          <ButtonLink to={area.loginHref}>Log in om te reageren</ButtonLink>
        </p>
      ) : null}
      {area.kind === 'entered' ? (
        <>
          {reply?.alreadyEntered ? (
            <Notice kind="warning" role="alert">
              {MESSAGES.alreadyEntered}
            </Notice>
          ) : null}
          <p className="utrecht-paragraph">
            <StatusBadge status="entered" testId="entered-badge" /> Je reageerde op {area.date}.
          </p>
          <p className="utrecht-paragraph">
            Je deelde:{' '}
            {[area.phone && `telefoon ${area.phone}`, area.linkedIn && `LinkedIn ${area.linkedIn}`].filter(Boolean).join(', ') ||
              'geen contactgegevens'}
            .{' '}
            <Link className="utrecht-link" to={CALL_PATHS.enters}>
              Bekijk je enters
            </Link>
          </p>
        </>
      ) : null}
      {area.kind === 'open' && reply?.alreadyEntered ? (
        // Entered meanwhile (another tab): the page's data is from before that.
        <>
          <Notice kind="warning" role="alert">
            {MESSAGES.alreadyEntered}
          </Notice>
          <p className="utrecht-paragraph">
            <StatusBadge status="entered" testId="entered-badge" />{' '}
            <Link className="utrecht-link" to={CALL_PATHS.enters}>
              Bekijk je enters
            </Link>
          </p>
        </>
      ) : null}
      {area.kind === 'open' && !reply?.alreadyEntered ? (
        <>
          <p className="utrecht-paragraph">Laat de plaatser weten dat je wilt helpen. Je reageert één keer per oproep.</p>
          <Suspense>
            <EnterForm area={area} reply={reply} action={action} />
          </Suspense>
        </>
      ) : null}
    </section>
  )
}
