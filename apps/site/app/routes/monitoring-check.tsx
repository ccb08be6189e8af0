import { data } from 'react-router'
import { getEnv } from '~/lib/env.server'

/**
 * Test-only (e2e/monitoring.spec.ts): a loader that throws, so the end-to-end run can see a server
 * error arrive at the (fake) Sentry with its trace. A 404 like any unknown path unless the
 * environment sets MONITORING_TEST_ROUTE=true, which only the e2e configuration does.
 */
export function loader() {
  if (getEnv().MONITORING_TEST_ROUTE !== 'true') throw data(null, { status: 404 })
  // The address must not reach Sentry (lib/monitoring scrubs it).
  throw new Error('Monitoring check: a deliberate loader error for student@demo.talentstad.nl')
}

export default function MonitoringCheck() {
  return null
}
