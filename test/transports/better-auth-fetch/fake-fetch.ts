import { vi } from 'vitest'

/** One scripted answer: status and body (an object is sent as JSON, a string as-is). */
export interface ScriptedAnswer {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

/** A recorded request, with its body parsed. */
export interface RecordedRequest {
  method: string
  url: URL
  headers: Headers
  credentials: RequestCredentials | undefined
  body: unknown
}

/** A fake `fetch` answering from a script (the last answer repeats) and recording every request. */
export function fakeFetch(...answers: (ScriptedAnswer | Error)[]) {
  const requests: RecordedRequest[] = []
  const fetch = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    // Reads the body as a real fetch does, before answering.
    const text = init.body === undefined || init.body === null ? undefined : await new Response(init.body).text()
    requests.push({
      method: init.method ?? 'GET',
      url: new URL(input),
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    })
    if (init.signal?.aborted) throw init.signal.reason
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)] ?? { status: 200, body: null }
    if (answer instanceof Error) throw answer
    const body =
      answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
    return new Response(body, { status: answer.status ?? 200, headers: answer.headers })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, calls: () => fetch.mock.calls.length }
}

export const ORG = {
  id: 'org1',
  name: 'Acme',
  slug: 'acme',
  logo: null,
  createdAt: '2026-11-21T05:32:18.188Z',
  metadata: '{"plan":"pro"}',
}
export const MEMBER = {
  id: 'mem1',
  organizationId: 'org1',
  userId: 'usr1',
  role: 'admin,member',
  createdAt: '2026-11-21T05:32:18.188Z',
}
export const USER = { id: 'usr1', name: 'Ada', email: 'ada@example.com', image: null }
export const INVITATION = {
  id: 'inv1',
  organizationId: 'org1',
  email: 'bob@example.com',
  role: 'member',
  status: 'pending',
  expiresAt: '2026-11-23T05:32:18.240Z',
  createdAt: '2026-11-21T05:32:18.240Z',
  inviterId: 'usr1',
}
