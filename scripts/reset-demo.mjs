// `npm run reset`: forgets the demo database (users, organizations, sessions); the next `npm start` seeds again.
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const dataDir = fileURLToPath(new URL('../.orgkit-data/demo', import.meta.url))
rmSync(dataDir, { recursive: true, force: true })
console.log(`orgkit: removed ${dataDir}; the next npm start seeds the demo data again.`)
