import { randomUUID } from 'node:crypto'
import { jsonError, jsonResponse } from './json-response'
import type { MailboxMessage } from './types'

/** An in-memory outbox the backend "sends" e-mails to, readable over HTTP in development. */
export interface DevMailbox {
  send(message: Omit<MailboxMessage, 'id' | 'sentAt'>): MailboxMessage
  messages(): MailboxMessage[]
  /** `GET` lists messages (`?to=` filters by recipient), `DELETE` empties the box. */
  handler(request: Request): Promise<Response>
}

/** Keeps at most `limit` messages, dropping the oldest. */
export function createDevMailbox(limit = 500): DevMailbox {
  const messages: MailboxMessage[] = []
  return {
    send(message) {
      const stored: MailboxMessage = { ...message, id: randomUUID(), sentAt: new Date().toISOString() }
      messages.push(stored)
      if (messages.length > limit) messages.splice(0, messages.length - limit)
      return stored
    },
    messages: () => messages.map((m) => ({ ...m })),
    handler: (request) => Promise.resolve(answer(request)),
  }

  function answer(request: Request): Response {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const to = new URL(request.url).searchParams.get('to')?.toLowerCase()
      return jsonResponse(200, { messages: to ? messages.filter((m) => m.to === to) : messages })
    }
    if (request.method === 'DELETE') {
      const cleared = messages.splice(0, messages.length).length
      return jsonResponse(200, { cleared })
    }
    return jsonError(405, 'METHOD_NOT_ALLOWED', 'The mailbox answers GET and DELETE')
  }
}
