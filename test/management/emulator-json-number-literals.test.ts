import { describe, expect, it } from 'vitest'
import { nonIntegerNumberPaths } from '../../src/server/management-emulator/json-number-literals'

describe('management emulator: how a JSON body wrote its numbers', () => {
  it('finds numbers written with a fraction or an exponent, by dotted path', () => {
    const text = '{"a": 1.0, "b": 2, "c": [1, 2e0, {"d": -3.5E+2}], "e": {"f": 0, "g": 1e-1}, "h": true}'
    expect([...nonIntegerNumberPaths(text)].sort()).toEqual(['a', 'c.1', 'c.2.d', 'e.g'])
  })

  it('is not fooled by strings: digits, dots, escaped quotes and keys inside them', () => {
    const text = '{"x\\"1.0": "2.5", "s": "a\\\\", "n": [null, "1e3", 4.25], "k": {"1.5": 1}}'
    expect([...nonIntegerNumberPaths(text)]).toEqual(['n.2'])
    expect(nonIntegerNumberPaths(' 1.5 ')).toEqual(new Set(['']))
    expect(nonIntegerNumberPaths('{}').size).toBe(0)
  })
})
