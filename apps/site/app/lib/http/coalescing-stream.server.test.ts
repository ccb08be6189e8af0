import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it, vi } from 'vitest'
import { coalescingStream } from './coalescing-stream.server'

/** The chunks a stream passes on, as text. */
function collect(stream: NodeJS.ReadableStream) {
  const chunks: string[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  const ended = new Promise<string[]>((resolve) => stream.on('end', () => resolve(chunks)))
  return { chunks, ended }
}

describe('coalescingStream', () => {
  it('passes the pieces written in one go on as one chunk', async () => {
    const stream = coalescingStream()
    const { chunks } = collect(stream)
    for (let piece = 0; piece < 30; piece += 1) stream.write(new TextEncoder().encode(`<p>${piece}</p>`))
    expect(chunks).toEqual([])
    await nextTurn()
    expect(chunks).toHaveLength(1)
    expect(chunks[0]).toBe(Array.from({ length: 30 }, (_, piece) => `<p>${piece}</p>`).join(''))
  })

  it('keeps streaming: what is written in a later turn (a resolved Suspense boundary) follows as its own chunk', async () => {
    const stream = coalescingStream()
    const { chunks, ended } = collect(stream)
    stream.write('<html><body>')
    stream.write('<main>shell</main>')
    await nextTurn()
    expect(chunks).toEqual(['<html><body><main>shell</main>'])
    stream.write('<template>later</template>')
    stream.end('</body></html>')
    expect(await ended).toEqual(['<html><body><main>shell</main>', '<template>later</template></body></html>'])
  })

  it('calls onFinal once everything is written, and passes on nothing after being destroyed', async () => {
    const onFinal = vi.fn()
    const done = coalescingStream(onFinal)
    const { ended } = collect(done)
    done.end('<html></html>')
    expect(await ended).toEqual(['<html></html>'])
    expect(onFinal).toHaveBeenCalledTimes(1)

    const destroyed = coalescingStream()
    const { chunks } = collect(destroyed)
    const errors: unknown[] = []
    destroyed.on('error', (error) => errors.push(error))
    destroyed.write('<html>')
    destroyed.destroy()
    await nextTurn()
    expect(chunks).toEqual([])
    expect(errors).toEqual([])
  })
})
