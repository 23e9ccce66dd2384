// One consumer entry bundled by esbuild, as many apps' bundlers do (and Vite's dev pre-bundling): ES modules
// with code splitting, minified and tree-shaken, for the browser. The emitted files' text, each marked up
// front ("initial", reached from the entry by static imports) or behind a dynamic `import()` ("lazy").
import { basename, relative } from 'node:path'
import { build } from 'esbuild'

/**
 * @param {{ root: string, entryFile: string, externalPackages: string[] }} options
 * @returns {Promise<{ name: string, text: string, initial: boolean }[]>}
 */
export async function bundleWithEsbuild({ root, entryFile, externalPackages }) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entryFile],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    outdir: 'out',
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    // A package and its subpaths (`react-dom/client`, `@tanstack/react-query/...`) stay external.
    external: externalPackages.flatMap((name) => [name, `${name}/*`]),
  })
  const outputs = result.metafile.outputs
  // esbuild marks every dynamic-import target as an `entryPoint` too, and emits a chunk for every import() it
  // scans, even in modules the entry never uses: walk from the consumer's own entry only, static imports for
  // what loads up front, static and dynamic ones for what can load at all. A file nothing reaches is never
  // downloaded, so it is not counted.
  const entryPoint = relative(root, entryFile)
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint === entryPoint)
  const walk = (path, kinds, seen) => {
    if (seen.has(path)) return seen
    seen.add(path)
    for (const imported of outputs[path]?.imports ?? [])
      if (kinds.includes(imported.kind) && !imported.external) walk(imported.path, kinds, seen)
    return seen
  }
  const initialPaths = walk(entryPath, ['import-statement'], new Set())
  const reachablePaths = walk(entryPath, ['import-statement', 'dynamic-import'], new Set())
  return result.outputFiles
    .map((file) => {
      const path = Object.keys(outputs).find((outputPath) => file.path.endsWith(outputPath)) ?? basename(file.path)
      return { name: path, text: file.text, initial: initialPaths.has(path) }
    })
    .filter((file) => reachablePaths.has(file.name))
}
