import type { ServerResponse } from 'node:http'

/** Answers a request for `pathname` with the file of that path under `dir` (`/` is its index.html). */
export declare function serveFile(dir: string, pathname: string, response: ServerResponse): void
