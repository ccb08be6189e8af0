import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Response } from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { captureResponse } from './response-capture.js'

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** A server whose one handler captures its answer (at most `maxBytes`) and writes it with `write`. */
async function serve(maxBytes: number, write: (res: http.ServerResponse) => void) {
  const captured: Array<Buffer | undefined> = []
  let closed!: () => void
  const done = new Promise<void>((resolve) => (closed = resolve))
  const server = http.createServer((_req, res) => {
    captureResponse(res as unknown as Response, maxBytes, (body) => {
      captured.push(body)
      closed()
    })
    write(res)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return { url, captured, done }
}

describe('captureResponse', () => {
  it('keeps what the route wrote, in strings, Buffers and bytes, and passes it on unchanged', async () => {
    const { url, captured, done } = await serve(1024, (res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write('<p>Hallo ')
      res.write(Buffer.from('wereld'))
      res.write(new Uint8Array([0x20, 0xc3, 0xa9]))
      res.write('2e', 'hex')
      res.end('</p>', () => undefined)
    })
    const answer = await fetch(url)
    expect(await answer.text()).toBe('<p>Hallo wereld é.</p>')
    await done
    expect(captured.map((body) => body?.toString('utf8'))).toEqual(['<p>Hallo wereld é.</p>'])
  })

  it('gives undefined once an answer grows past the limit, and the visitor still gets all of it', async () => {
    const { url, captured, done } = await serve(8, (res) => {
      res.write('12345')
      res.write('67890')
      res.end('abc')
    })
    expect(await (await fetch(url)).text()).toBe('1234567890abc')
    await done
    expect(captured).toEqual([undefined])
  })

  it('calls back once when the visitor leaves before the end', async () => {
    let response!: http.ServerResponse
    const { url, captured, done } = await serve(1024, (res) => {
      response = res
      res.write('begin')
    })
    const request = http.get(url, (answer) => answer.once('data', () => request.destroy()))
    request.on('error', () => undefined)
    await done
    expect(response.writableFinished).toBe(false)
    expect(captured.map((body) => body?.toString('utf8'))).toEqual(['begin'])
  })
})
