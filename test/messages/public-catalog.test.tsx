import { describe, expect, it } from 'vitest'
import { OrganizationSwitcher } from '../../src/index'
import { messagesDe } from '../../src/messages-de'
import { demoSeed, DEMO_OWNER_EMAIL } from '../../src/testing'
import { renderWithKit } from '../support/render-with-kit'

describe('the German catalog from the public entry', () => {
  it('turns the kit German when passed to the provider', async () => {
    const { findByRole } = renderWithKit(<OrganizationSwitcher />, {
      seed: demoSeed(),
      signedInAs: DEMO_OWNER_EMAIL,
      provider: { messages: messagesDe },
    })
    // The trigger's accessible name carries its German label once the session and list are loaded.
    const trigger = await findByRole('button', { name: /Organisation/i })
    expect(trigger).toBeInTheDocument()
    expect(messagesDe['error.PLUGIN_DISABLED']).toMatch(/abgeschaltet/)
  })
})
