// Round trips per user action, on the real embedded backend over HTTP (127.0.0.1): the kit's public
// components driven as a user does, and a dashboard built from hooks, through the kit's hooks and fetch
// transport and through Better Auth's own React hooks. Counts, not timings, are the point; nothing here
// asserts a number. Writes bench/results/round-trips-components.json and round-trips.json for bench/run.mjs.
import { cleanup, configure } from '@testing-library/react'
import { inject, it } from 'vitest'
import { writeResult } from '../lib/write-result'
import { betterAuthSide } from './better-auth-side'
import { runComponentFlows } from './component-flows'
import { FLOWS } from './flows'
import type { Side, SideContext } from './flows'
import { kitSide } from './kit-side'
import { RequestLog } from './request-log'
import { BENCH_PASSWORD, INVITEE, OWNER, SECOND_INVITEE } from './seed'

// Nothing is asserted on renders; React's act() bookkeeping only adds warnings for the atoms' updates.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
// The machine may be loaded: wait for what a user would see for longer than Testing Library's 1 s.
// A failed query names what it looked for, without printing the whole page.
configure({ asyncUtilTimeout: 15_000, getElementError: (message) => new Error(message ?? 'element not found') })

const { backends } = { backends: inject('backends') }

async function signedIn(origin: string, email: string, activeSlug?: string): Promise<RequestLog> {
  const log = new RequestLog(origin, backends.basePath)
  const post = async (path: string, body: object) => {
    const response = await log.fetch(`${origin}${backends.basePath}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  }
  await post('/sign-in/email', { email, password: BENCH_PASSWORD })
  if (activeSlug) await post('/organization/set-active', { organizationSlug: activeSlug })
  return log
}

async function runSide(side: Side, origin: string) {
  const context: SideContext = {
    owner: await signedIn(origin, OWNER, 'acme'),
    invitee: await signedIn(origin, INVITEE),
    baseURL: `${origin}${backends.basePath}`,
    origin,
  }
  const outcome = await side.run(context)
  cleanup()
  return outcome
}

it('counts the round trips of every user action on the components', async () => {
  const origin = backends.components
  const actions = await runComponentFlows({
    owner: await signedIn(origin, OWNER, 'acme'),
    invitee: await signedIn(origin, INVITEE),
    secondInvitee: await signedIn(origin, SECOND_INVITEE),
    baseURL: `${origin}${backends.basePath}`,
    signIn: (email) => signedIn(origin, email),
    signedOut: () => new RequestLog(origin, backends.basePath),
  })
  cleanup()
  writeResult('round-trips-components', { actions })
  for (const measured of actions) {
    console.log(`${measured.component} · ${measured.action}: ${measured.requests} requests, depth ${measured.depth}`)
  }
})

it('counts the round trips of every hooks flow on both sides', async () => {
  const kit = await runSide(kitSide, backends.kit)
  const betterAuth = await runSide(betterAuthSide, backends.betterAuth)
  const flows = FLOWS.map((flow) => ({
    id: flow.id,
    label: flow.label,
    kit: kit.results[flow.id] ?? null,
    betterAuth: betterAuth.results[flow.id] ?? null,
    betterAuthManual: betterAuth.manual[flow.id] ?? null,
  }))
  writeResult('round-trips', { flows })
  for (const f of flows) {
    console.log(
      `${f.id}: kit ${f.kit?.requests}/${f.kit?.depth} [${f.kit?.sequence.join(', ')}] | BA ${f.betterAuth?.requests}/${f.betterAuth?.depth} [${f.betterAuth?.sequence.join(', ')}]${f.betterAuthManual ? ` manual: ${f.betterAuthManual}` : ''}`,
    )
  }
})
