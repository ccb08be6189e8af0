// The benchmark's `limit` column: a bare Node HTTP server that sends, from memory, exactly the bytes
// (and encoding) the site sent for each page. What it serves is the most this machine can do for
// that answer; the site's rate is reported as a share of it. Started by scripts/bench.mjs:
// `node scripts/bench-limit-server.mjs <port> <manifest.json>`, the manifest mapping each path to
// { headers, file }.
import { readFileSync } from 'node:fs'
import http from 'node:http'

const [port, manifestFile] = process.argv.slice(2)
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
const answers = new Map(Object.entries(manifest).map(([path, { headers, file }]) => [path, { headers, body: readFileSync(file) }]))

http
  .createServer((req, res) => {
    const answer = answers.get(req.url)
    if (!answer) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length })
    res.end(answer.body)
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
