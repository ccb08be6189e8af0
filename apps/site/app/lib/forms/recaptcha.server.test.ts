import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { requestContext } from '~/../server/request-context.js'

// A local siteverify that accepts every token for the 'login' action and notes the remoteip it got.
let server: Server
let verifyUrl: string
const remoteips: (string | null)[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      remoteips.push(new URLSearchParams(raw).get('remoteip'))
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ success: true, score: 0.9, action: 'login' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  vi.unstubAllEnvs()
})

async function loadBotCheck() {
  vi.resetModules()
  vi.stubEnv('RECAPTCHA_SITE_KEY', 'test-site-key')
  vi.stubEnv('RECAPTCHA_SECRET_KEY', 'test-secret-key')
  vi.stubEnv('RECAPTCHA_VERIFY_URL', verifyUrl)
  return import('./recaptcha.server')
}

describe('verifyBotCheck', () => {
  it("sends the visitor's address from the request context as remoteip, and none outside a request", async () => {
    const { verifyBotCheck } = await loadBotCheck()
    remoteips.length = 0
    const inRequest = await requestContext.run({ requestId: 'bot-check-1', clientIp: '203.0.113.7' }, () =>
      verifyBotCheck('token-1', 'login'),
    )
    const outside = await verifyBotCheck('token-2', 'login')
    expect([inRequest, outside]).toEqual([true, true])
    expect(remoteips).toEqual(['203.0.113.7', null])
  })
})
