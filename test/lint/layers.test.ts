import { ESLint } from 'eslint'

// The style guide's one-way layers are enforced by eslint.config.js (import-x/no-restricted-paths). These
// cases lint a file's text as if it stood at a path in src/, with the project's own config, and check that
// an import pointing up a layer is an error and one pointing down is not.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

describe('layer rule', () => {
  it.each([
    [
      'core importing query',
      'src/core/slug.ts',
      "import { orgKeys } from '../query/org-keys'\nexport const keys = orgKeys\n",
    ],
    [
      'a component importing a transport',
      'src/components/can/can.tsx',
      "import { createMemoryTransport } from '../../transports/memory/create-memory-transport'\nexport const make = createMemoryTransport\n",
    ],
    [
      'query importing a hook',
      'src/query/org-keys.ts',
      "import { useSession } from '../hooks/use-session'\nexport const hook = useSession\n",
    ],
    [
      'a browser entry importing server code',
      'src/testing.ts',
      "import { createEmbeddedBackend } from './server/embedded-backend/create-embedded-backend'\nexport const start = createEmbeddedBackend\n",
    ],
  ])('refuses %s', async (_name, filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1)
  })

  it('allows an import that points down a layer', async () => {
    const code = "import { OrgKitError } from '../core/org-kit-error'\nexport const ErrorType = OrgKitError\n"
    expect(await layerErrors('src/query/org-keys.ts', code)).toEqual([])
  })
})
