import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'

/**
 * A local stand-in for Google reCAPTCHA v3 that speaks its protocol: `GET /recaptcha/api.js?render=<site key>`
 * defines `grecaptcha.ready/execute` (execute asks this server for a token bound to the site key and
 * the action), and `POST /recaptcha/api/siteverify` (form: secret, response, remoteip) answers
 * `{success, score, action, challenge_ts, hostname, error-codes}` like Google. Tokens are single use.
 * `scoreFor` lets a test play a bot (low score).
 */
export async function startFakeRecaptcha(options: { siteKey: string; secretKey: string; score?: number }) {
  const key = randomBytes(16)
  const used = new Set<string>()
  let score = options.score ?? 0.9

  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': '*',
        'access-control-allow-private-network': 'true',
      })
      response.end()
      return
    }
    if (request.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      const siteKey = url.searchParams.get('render') ?? ''
      response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
      response.end(`(() => {
  const origin = ${JSON.stringify(`http://127.0.0.1:${(server.address() as { port: number }).port}`)}
  window.grecaptcha = {
    ready(callback) { callback() },
    async execute(key, { action }) {
      if (key !== ${JSON.stringify(siteKey)}) throw new Error('Invalid site key or not loaded in api.js: ' + key)
      const answer = await fetch(origin + '/recaptcha/api2/token?k=' + encodeURIComponent(key) + '&action=' + encodeURIComponent(action), { method: 'POST' })
      return (await answer.json()).token
    },
  }
})()`)
      return
    }
    if (request.method === 'POST' && url.pathname === '/recaptcha/api2/token') {
      const siteKey = url.searchParams.get('k')
      const action = url.searchParams.get('action') ?? ''
      response.writeHead(siteKey === options.siteKey ? 200 : 400, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      })
      if (siteKey !== options.siteKey) return response.end('{}')
      const payload = Buffer.from(
        JSON.stringify({ action, score, ts: new Date().toISOString(), nonce: randomBytes(8).toString('hex') }),
      ).toString('base64url')
      response.end(JSON.stringify({ token: `${payload}.${sign(payload)}` }))
      return
    }
    if (request.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        const form = new URLSearchParams(body)
        const token = form.get('response') ?? ''
        const [payload, signature] = token.split('.')
        const answer = (result: Record<string, unknown>) => {
          response.writeHead(200, { 'content-type': 'application/json' })
          response.end(JSON.stringify(result))
        }
        if (form.get('secret') !== options.secretKey) return answer({ success: false, 'error-codes': ['invalid-input-secret'] })
        if (!payload || !signature || sign(payload) !== signature)
          return answer({ success: false, 'error-codes': ['invalid-input-response'] })
        if (used.has(token)) return answer({ success: false, 'error-codes': ['timeout-or-duplicate'] })
        used.add(token)
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { action: string; score: number; ts: string }
        answer({ success: true, score: claims.score, action: claims.action, challenge_ts: claims.ts, hostname: '127.0.0.1' })
      })
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  return {
    scriptUrl: `${origin}/recaptcha/api.js`,
    verifyUrl: `${origin}/recaptcha/api/siteverify`,
    setScore(value: number) {
      score = value
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
