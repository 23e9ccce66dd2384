import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

const here = dirname(fileURLToPath(import.meta.url))

const config: NextConfig = {
  // This folder is the app's root, not the kit's repository around it (which has its own lockfile).
  turbopack: { root: here },
  outputFileTracingRoot: here,
}

export default config
