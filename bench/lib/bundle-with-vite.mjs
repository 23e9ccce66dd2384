// One consumer entry bundled by Vite (rolldown), in production mode, minified and tree-shaken: the emitted
// files' text, each marked up front ("initial") or behind a dynamic `import()` ("lazy").
import { build } from 'vite'

/**
 * @param {{ root: string, entryFile: string, isExternal: (id: string) => boolean }} options
 * @returns {Promise<{ name: string, text: string, initial: boolean }[]>}
 */
export async function bundleWithVite({ root, entryFile, isExternal }) {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      modulePreload: false,
      rollupOptions: { input: entryFile, external: isExternal },
    },
  })
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
  const filesByName = new Map(files.map((file) => [file.fileName, file]))
  const initialNames = new Set()
  const visitStaticImports = (name) => {
    if (initialNames.has(name)) return
    initialNames.add(name)
    const file = filesByName.get(name)
    for (const imported of file?.imports ?? []) if (filesByName.has(imported)) visitStaticImports(imported)
    for (const stylesheet of file?.viteMetadata?.importedCss ?? []) initialNames.add(stylesheet)
  }
  for (const file of files) if (file.type === 'chunk' && file.isEntry) visitStaticImports(file.fileName)
  return files.map((file) => ({
    name: file.fileName,
    text:
      file.type === 'chunk'
        ? file.code
        : typeof file.source === 'string'
          ? file.source
          : Buffer.from(file.source).toString('utf8'),
    initial: initialNames.has(file.fileName),
  }))
}
