// One consumer entry bundled by esbuild, as many apps' bundlers do (and Vite's dev pre-bundling): ES modules
// with code splitting, minified and tree-shaken, for the browser. The emitted files' text, each marked up
// front ("initial", reached from the entry by static imports) or behind a dynamic `import()` ("lazy").
import { basename } from 'node:path'
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
  const initialPaths = new Set()
  const visitStaticImports = (path) => {
    if (initialPaths.has(path)) return
    initialPaths.add(path)
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visitStaticImports(imported.path)
  }
  for (const [path, output] of Object.entries(outputs)) if (output.entryPoint) visitStaticImports(path)
  return result.outputFiles.map((file) => {
    const path = Object.keys(outputs).find((outputPath) => file.path.endsWith(outputPath)) ?? basename(file.path)
    return { name: path, text: file.text, initial: initialPaths.has(path) }
  })
}
