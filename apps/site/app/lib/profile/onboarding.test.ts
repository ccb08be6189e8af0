import { describe, expect, it } from 'vitest'
import { onboardingProgress } from './onboarding'

const fresh = { avatar: null, careerStage: null, onboardingStep: 0, interests: [], themes: [], onboardedAt: null }
const avatar = { url: '/uploads/ik.png', width: 64, height: 64, mime: 'image/png' }

describe('onboardingProgress', () => {
  it('a fresh member has filled in nothing and goes on at step 1', () => {
    const progress = onboardingProgress(fresh)!
    expect(progress.done).toBe(0)
    expect(progress.total).toBe(4)
    expect(progress.steps.map((step) => step.done)).toEqual([false, false, false, false])
    expect(progress.next).toEqual({ step: 1, name: 'Profielfoto', href: '/onboarding?stap=1' })
  })

  it('counts what the profile holds, and goes on at the first step not yet filled in', () => {
    const progress = onboardingProgress({ ...fresh, avatar, careerStage: 'CAREER_STAGE_STUDYING', onboardingStep: 2 })!
    expect(progress.steps.map((step) => [step.name, step.done])).toEqual([
      ['Profielfoto', true],
      ['Loopbaanfase', true],
      ['Gegevens delen', false],
      ['Interesses', false],
    ])
    expect(progress.done).toBe(2)
    expect(progress.next.step).toBe(3)
  })

  it('a skipped picture stays open even when the member got further', () => {
    const progress = onboardingProgress({ ...fresh, onboardingStep: 3, interests: ['APPLICATION_TYPE_EVENT'] })!
    expect(progress.steps.map((step) => step.done)).toEqual([false, false, true, true])
    expect(progress.next).toMatchObject({ step: 1, name: 'Profielfoto' })
  })

  it('everything filled in but not finished: the last step finishes it', () => {
    const progress = onboardingProgress({
      ...fresh,
      avatar,
      careerStage: 'CAREER_STAGE_WORKING',
      onboardingStep: 3,
      themes: [{ documentId: 'a', name: 'AI', slug: 'ai' }],
    })!
    expect(progress.done).toBe(4)
    expect(progress.next.step).toBe(4)
  })

  it('nothing to show once onboarding is finished', () => {
    expect(onboardingProgress({ ...fresh, onboardedAt: '2026-11-25T10:00:00.000Z' })).toBeNull()
  })
})
