/**
 * Writes one bench result to `bench/results/<name>.json` (the repository root is the working directory).
 * Node's modules are taken with `process.getBuiltinModule`: files run under jsdom are transformed for the
 * browser, where a static `node:fs` import is replaced by an empty stub.
 */
export function writeResult(name: string, data: unknown): void {
  const fs = process.getBuiltinModule('node:fs')
  const path = process.getBuiltinModule('node:path')
  const dir = path.resolve(process.cwd(), 'bench/results')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`)
}
