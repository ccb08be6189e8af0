import { describe, expect, it } from 'vitest'
import { isPathChange, loadingBarReducer } from './loading-bar-state'

describe('loading bar', () => {
  it('goes idle → loading → done → idle', () => {
    const loading = loadingBarReducer('idle', 'start')
    expect(loading).toBe('loading')
    const done = loadingBarReducer(loading, 'settle')
    expect(done).toBe('done')
    expect(loadingBarReducer(done, 'reset')).toBe('idle')
  })

  it('ignores settle and reset when it is not running', () => {
    expect(loadingBarReducer('idle', 'settle')).toBe('idle')
    expect(loadingBarReducer('idle', 'reset')).toBe('idle')
    expect(loadingBarReducer('loading', 'reset')).toBe('loading')
  })

  it('restarts while fading out', () => {
    expect(loadingBarReducer('done', 'start')).toBe('loading')
  })

  it('starts only for a change of path, not of search parameters', () => {
    expect(isPathChange({ pathname: '/community' }, { pathname: '/bedrijven' })).toBe(true)
    expect(isPathChange({ pathname: '/community' }, { pathname: '/community' })).toBe(false)
    expect(isPathChange({ pathname: '/community' }, undefined)).toBe(false)
  })
})
