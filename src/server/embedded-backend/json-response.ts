/** A JSON answer with `cache-control: no-store`. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** A JSON error in Better Auth's shape: `{ message, code }`. */
export function jsonError(status: number, code: string, message: string): Response {
  return jsonResponse(status, { message, code })
}
