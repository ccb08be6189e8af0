import { Transform } from 'node:stream'

const HEAD_END = '</head>'

/**
 * The stream React renders a document into. React writes a page in pieces of at most 2 KB, and
 * React Router passes each piece on with a flush of the response's compression: a 60 KB page
 * became some thirty brotli blocks, each a round trip to the thread pool. The pieces written in
 * one go (the shell, or a Suspense boundary that resolved later) are passed on as one chunk at the
 * end of that turn of the event loop, so streaming stays as it was, per render step.
 * Backpressure: within one turn React has those pieces in memory anyway; across turns the stream
 * holds React's next writes while what it passed on is still unread (Transform's own rule).
 * `onFinal` runs when React has written everything. `rewriteHead`, when given, changes the text up to
 * and including `</head>` before it is passed on; the head comes with the shell, in one turn.
 */
export function coalescingStream(onFinal: () => void = () => {}, rewriteHead?: (head: string) => string) {
  let pending: Buffer[] = []
  let scheduled = false
  let headDone = !rewriteHead
  const pass = (last = false) => {
    scheduled = false
    if (pending.length === 0 || stream.destroyed) return
    let chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    if (!headDone) {
      const end = chunk.indexOf(HEAD_END)
      // Not all of the head yet: wait for the rest (at the end of the stream, pass what there is).
      if (end === -1 && !last) {
        pending = [chunk]
        return
      }
      headDone = true
      if (end !== -1) {
        const headLength = end + HEAD_END.length
        chunk = Buffer.concat([Buffer.from(rewriteHead!(chunk.toString('utf8', 0, headLength)), 'utf8'), chunk.subarray(headLength)])
      }
    }
    pending = []
    stream.push(chunk)
  }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(() => pass())
      }
      callback()
    },
    final(callback) {
      onFinal()
      callback()
    },
    flush(callback) {
      pass(true)
      callback()
    },
  })
  return stream
}
