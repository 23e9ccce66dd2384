import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

/** Every module `entry` reaches through relative imports, with the bare specifiers each one names. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  const visit = (file: string) => {
    if (graph.has(file)) return
    const source = readFileSync(file, 'utf8')
    const bare: string[] = []
    graph.set(file, bare)
    for (const [, specifier = ''] of source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)) {
      if (!specifier.startsWith('.')) {
        bare.push(specifier)
        continue
      }
      const base = resolve(dirname(file), specifier)
      const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync)
      if (!target) throw new Error(`${relative(ROOT, file)}: cannot resolve ${specifier}`)
      visit(target)
    }
  }
  visit(join(ROOT, entry))
  return graph
}

describe('the orgkit/management entry', () => {
  it('is browser-safe: no Node built-ins and nothing of src/server in its import graph', () => {
    const graph = importGraph('src/management.ts')
    const files = [...graph.keys()].map((file) => relative(ROOT, file))
    expect(files).toContain('src/management/react/organization-plugin-settings/organization-plugin-settings.tsx')
    expect(files.filter((file) => file.startsWith('src/server'))).toEqual([])
    const nodeImports = [...graph].flatMap(([file, bare]) =>
      bare.filter((s) => s.startsWith('node:')).map((s) => `${relative(ROOT, file)} -> ${s}`),
    )
    expect(nodeImports).toEqual([])
  })
})
