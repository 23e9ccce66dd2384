// Round trips per flow, on the real embedded backend over HTTP (127.0.0.1), through the kit's hooks and
// fetch transport and through Better Auth's own React hooks. Counts, not timings, are the point; nothing
// here asserts a number. Writes bench/results/round-trips.json for bench/run.mjs.
import { cleanup } from '@testing-library/react'
import { inject, it } from 'vitest'
import { writeResult } from '../lib/write-result'
import { betterAuthSide } from './better-auth-side'
import { FLOWS } from './flows'
import type { Side, SideContext } from './flows'
import { kitSide } from './kit-side'
import { RequestLog } from './request-log'
import { BENCH_PASSWORD, INVITEE, OWNER } from './seed'

// Nothing is asserted on renders; React's act() bookkeeping only adds warnings for the atoms' updates.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

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

it('counts the round trips of every flow on both sides', async () => {
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
