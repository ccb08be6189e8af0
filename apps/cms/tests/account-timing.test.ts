import { ACCOUNT_API } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { createMember, freshEmail, freshIp, registration, useAccountCms, type AccountTestCms } from './account-helpers'
import type { TestCms } from './strapi'

let cms: TestCms
let client: AccountTestCms['client']

useAccountCms((started) => ({ cms, client } = started))

/** Waits until the work the CMS does after answering (accounts, tokens, mails) is done. */
const settled = async () => {
  await cms.strapi.service('api::account.registration').settled()
  await cms.strapi.service('api::account.password').settled()
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const TRIES = 20
/** How far known and unknown may lie apart: well below the 5–10 ms the address-dependent work used to add. */
const BOUND_MS = 3
/** On a loaded machine every answer slows and the noise grows with it: the bound widens to this share of the median answer. */
const BOUND_SHARE = 0.15
/** The machine is shared (load from other runs): a measurement is taken again at most this often before it counts as failed. */
const ATTEMPTS = 5

/** The bound for one measurement: BOUND_MS, or more when the answers themselves took long. */
const boundFor = (result: { known: number; unknown: number }) => Math.max(BOUND_MS, BOUND_SHARE * Math.min(result.known, result.unknown))

/**
 * TRIES timed calls for a known and as many for an unknown address, interleaved in pairs (which
 * one goes first alternates), so that drift in the machine's load hits both alike. Each call waits
 * for the previous call's background work, so only the answer itself is timed. Returns the median
 * of the pairwise differences (known − unknown) and the two medians.
 */
async function measure(path: string, bodyFor: (known: boolean) => unknown) {
  const once = async (known: boolean) => {
    await settled()
    const body = bodyFor(known)
    const started = performance.now()
    const answer = await client.post(path, body, { ip: freshIp() })
    const elapsed = performance.now() - started
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { ok: true } })
    return elapsed
  }
  // Warm up both paths (first-call costs: code paths, prepared statements).
  for (let index = 0; index < 4; index++) await once(index % 2 === 0)
  const known: number[] = []
  const unknown: number[] = []
  for (let index = 0; index < TRIES; index++) {
    for (const isKnown of index % 2 ? [true, false] : [false, true]) (isKnown ? known : unknown).push(await once(isKnown))
  }
  await settled()
  return {
    difference: median(known.map((time, index) => time - unknown[index])),
    known: median(known),
    unknown: median(unknown),
  }
}

/** Whether the answers' timing tells known from unknown addresses (see measure), retried on a noisy machine. */
async function expectSameTiming(path: string, bodyFor: (known: boolean) => unknown) {
  const results = []
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = await measure(path, bodyFor)
    results.push(result)
    const bound = boundFor(result)
    if (Math.abs(result.difference) < bound && Math.abs(result.known - result.unknown) < bound) return
  }
  expect.fail(
    `known and unknown addresses differ by ${BOUND_MS} ms (or ${BOUND_SHARE * 100}% of the answer) or more in every attempt: ${JSON.stringify(results)}`,
  )
}

describe('no account enumeration by timing', () => {
  it(`register: over ${TRIES} answers each, the medians for a known and an unknown address differ by less than ${BOUND_MS} ms`, async () => {
    const known = await createMember(cms)
    await expectSameTiming(ACCOUNT_API.register, (isKnown) => registration(isKnown ? known.email : freshEmail('tijd')))
  }, 240_000)

  it(`forgot-password: over ${TRIES} answers each, the medians for a known and an unknown address differ by less than ${BOUND_MS} ms`, async () => {
    const known = await createMember(cms)
    await expectSameTiming(ACCOUNT_API.forgotPassword, (isKnown) => ({ email: isKnown ? known.email : freshEmail('tijd') }))
  }, 240_000)

  it(`resend-activation: over ${TRIES} answers each, the medians for a known (not yet activated) and an unknown address differ by less than ${BOUND_MS} ms`, async () => {
    const pending = await createMember(cms, { confirmed: false })
    await expectSameTiming(ACCOUNT_API.resendActivation, (isKnown) => ({ email: isKnown ? pending.email : freshEmail('tijd') }))
  }, 240_000)

  it('the work after answering still happens: a registration creates the account once it has settled', async () => {
    const email = freshEmail('later')
    expect((await client.post(ACCOUNT_API.register, registration(email))).status).toBe(200)
    await settled()
    expect(await cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email } })).toBe(1)
  })
})
