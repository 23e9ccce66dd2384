// Serving a built bench page (Vite's output folder) over HTTP: the render bench serves it alone, the scale bench
// next to the embedded backend's API on one origin.
import { readFileSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** Answers a request for `pathname` with the file of that path under `dir` (`/` is its index.html). */
export function serveFile(dir, pathname, response) {
  const path = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '')
  const file = join(dir, path === '' ? 'index.html' : path)
  if (!file.startsWith(dir)) return response.writeHead(403).end()
  try {
    const body = readFileSync(file)
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body)
  } catch {
    response.writeHead(404).end()
  }
}
