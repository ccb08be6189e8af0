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

  it('rewrites the head once, whole, before any of it is passed on; the rest of the page as it came', async () => {
    const rewriteHead = vi.fn((head: string) => head.replaceAll('old', 'new'))
    const stream = coalescingStream(undefined, rewriteHead)
    const { chunks, ended } = collect(stream)
    stream.write('<html><head><title>old</title>')
    await nextTurn()
    // The head is not complete yet: nothing is passed on.
    expect(chunks).toEqual([])
    stream.write('<meta content="old ü"/></head><body>old</body>')
    await nextTurn()
    expect(chunks).toEqual(['<html><head><title>new</title><meta content="new ü"/></head><body>old</body>'])
    stream.end('<p>old</p></html>')
    expect(await ended).toEqual([chunks[0], '<p>old</p></html>'])
    expect(rewriteHead).toHaveBeenCalledTimes(1)
  })

  it('finds the end of the head when it is split between two turns', async () => {
    const stream = coalescingStream(undefined, (head) => head.replace('<title>', '<title lang="nl">'))
    const { chunks, ended } = collect(stream)
    stream.write('<head><title>Talentstad</title></he')
    await nextTurn()
    expect(chunks).toEqual([])
    stream.end('ad><body></body>')
    expect(await ended).toEqual(['<head><title lang="nl">Talentstad</title></head><body></body>'])
  })

  it('passes a document without a head on unchanged when it ends', async () => {
    const rewriteHead = vi.fn((head: string) => head.toUpperCase())
    const stream = coalescingStream(undefined, rewriteHead)
    const { ended } = collect(stream)
    stream.write('<p>no head</p>')
    await nextTurn()
    stream.end('<p>still none</p>')
    expect(await ended).toEqual(['<p>no head</p><p>still none</p>'])
    expect(rewriteHead).not.toHaveBeenCalled()
  })
})
