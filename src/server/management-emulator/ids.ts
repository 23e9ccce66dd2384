import { randomBytes, randomInt } from 'node:crypto'

const ADJECTIVES = ['calm', 'bold', 'quiet', 'winter', 'sunny', 'misty', 'polished', 'silent', 'young', 'wild']
const NOUNS = ['river', 'frost', 'forest', 'meadow', 'cloud', 'field', 'lake', 'sound', 'breeze', 'dawn']

const pick = (words: readonly string[]): string => words[randomInt(words.length)] ?? 'x'

/** A Neon-looking id such as `winter-frost-26518790` (projects) or `br-calm-river-a1b2c3d4` (with a prefix). */
export function neonId(prefix?: string): string {
  const tail = prefix ? randomBytes(4).toString('hex') : String(randomInt(10_000_000, 100_000_000))
  return [prefix, pick(ADJECTIVES), pick(NOUNS), tail].filter(Boolean).join('-')
}

/** A 64-character token like the API's keys. */
export function apiToken(): string {
  return randomBytes(32).toString('hex')
}
