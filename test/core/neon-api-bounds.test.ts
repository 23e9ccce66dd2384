import { describe, expect, it } from 'vitest'
import { INT32_MAX, NEON_ID_PATTERN, codePointLength } from '../../src/core/neon-api-bounds'
import { organizationPluginConfigPatchSchema, organizationPluginConfigSchema } from '../../src/core/plugin-config'

describe('Neon management API bounds', () => {
  it('ids: lower-case letters, digits and hyphens, 1 to 60', () => {
    for (const id of ['a', '0', '-', 'br-calm-river-a1b2c3d4', 'x'.repeat(60)])
      expect(NEON_ID_PATTERN.test(id)).toBe(true)
    for (const id of ['', 'x'.repeat(61), 'Br', 'br_main', 'br.main', 'br main'])
      expect(NEON_ID_PATTERN.test(id)).toBe(false)
  })

  it('counts lengths in code points, as the API does', () => {
    expect(codePointLength('🦊🦊')).toBe(2)
    expect('🦊🦊'.length).toBe(4)
    expect(codePointLength('')).toBe(0)
  })

  it('plugin limits: 1 to 2147483647 (int32) in the configuration and in a patch', () => {
    expect(INT32_MAX).toBe(2 ** 31 - 1)
    for (const field of ['organization_limit', 'membership_limit'] as const) {
      for (const schema of [organizationPluginConfigSchema, organizationPluginConfigPatchSchema]) {
        expect(schema.safeParse({ [field]: 1 }).success).toBe(true)
        expect(schema.safeParse({ [field]: INT32_MAX }).success).toBe(true)
        expect(schema.safeParse({ [field]: 0 }).success).toBe(false)
        expect(schema.safeParse({ [field]: INT32_MAX + 1 }).success).toBe(false)
        expect(schema.safeParse({ [field]: 2.5 }).success).toBe(false)
        expect(schema.safeParse({ [field]: '10' }).success).toBe(false)
      }
    }
  })
})
