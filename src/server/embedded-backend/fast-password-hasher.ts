import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { PasswordHasher } from './types'

const digest = (salt: string, password: string) => createHash('sha256').update(`${salt}:${password}`).digest('hex')

/**
 * A salted SHA-256 password hasher for tests and demos only: about a thousand times faster than scrypt,
 * and about as much weaker. Never use it for real accounts.
 */
export const fastPasswordHasher: PasswordHasher = {
  hash(password) {
    const salt = randomBytes(8).toString('hex')
    return Promise.resolve(`fast$${salt}$${digest(salt, password)}`)
  },
  verify({ hash, password }) {
    const [scheme, salt, expected] = hash.split('$')
    if (scheme !== 'fast' || !salt || !expected) return Promise.resolve(false)
    const actual = Buffer.from(digest(salt, password), 'hex')
    const wanted = Buffer.from(expected, 'hex')
    return Promise.resolve(actual.length === wanted.length && timingSafeEqual(actual, wanted))
  },
}
