import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

// A test fails when something logs an unexpected console.error. A test that expects one
// replaces the implementation: `consoleError.mockImplementation(() => {})`.
export let consoleError: MockInstance<(...args: unknown[]) => void>

beforeEach(() => {
  const originalConsoleError = console.error
  consoleError = vi.spyOn(console, 'error')
  consoleError.mockImplementation((...args: unknown[]) => {
    originalConsoleError(...args)
    throw new Error('console.error was called. If this is expected, call consoleError.mockImplementation(() => {}) in the test.')
  })
})

afterEach(() => {
  consoleError.mockRestore()
})
