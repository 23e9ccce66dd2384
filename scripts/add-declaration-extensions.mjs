// Gives every relative module specifier in the emitted declarations (dist/types) the file it names, with its
// extension: `./core/domain` becomes `./core/domain.js`, `./core` becomes `./core/index.js`.
//
// Why: the sources import without extensions (moduleResolution "Bundler") and tsc copies those specifiers into
// the .d.ts files, which projects on `"module": "nodenext"` cannot resolve (TS2834). Run by `npm run build`
// after `tsc -p tsconfig.build.json`; running it twice changes nothing. A specifier that names no emitted
// declaration stops the build instead of shipping a type that resolves nowhere.
//
// Usage: node scripts/add-declaration-extensions.mjs [declarations directory, default dist/types]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(process.argv[2] ?? 'dist/types')

/** Every .d.ts file under `directory`. */
function declarationFiles(directory) {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The string literals naming a module: import/export ... from, import('...') types, import x = require('...'). */
function moduleSpecifiers(sourceFile) {
  const found = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push(node.moduleSpecifier)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      found.push(node.argument.literal)
    } else if (ts.isExternalModuleReference(node)) {
      found.push(node.expression)
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      found.push(node.name)
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found.filter((literal) => ts.isStringLiteral(literal) && /^\.\.?(?:\/|$)/.test(literal.text))
}

/** The specifier with the extension Node's ESM resolution needs, or `undefined` when it names no declaration. */
function withExtension(specifier, fromDirectory) {
  const target = path.resolve(fromDirectory, specifier)
  if (specifier.endsWith('.js') && existsSync(`${target.slice(0, -'.js'.length)}.d.ts`)) return specifier
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`
  return undefined
}

if (!existsSync(root)) {
  console.error(`add-declaration-extensions: ${root} does not exist (run tsc -p tsconfig.build.json first).`)
  process.exit(1)
}

const unresolved = []
let rewrittenFiles = 0
for (const file of declarationFiles(root)) {
  const text = readFileSync(file, 'utf8')
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  let output = text
  // From the last specifier to the first, so that earlier positions stay valid.
  for (const literal of moduleSpecifiers(sourceFile).reverse()) {
    const replacement = withExtension(literal.text, path.dirname(file))
    if (replacement === undefined) {
      unresolved.push(`${path.relative(process.cwd(), file)}: '${literal.text}'`)
    } else if (replacement !== literal.text) {
      const quote = text[literal.getStart(sourceFile)]
      output = `${output.slice(0, literal.getStart(sourceFile))}${quote}${replacement}${quote}${output.slice(literal.end)}`
    }
  }
  if (output !== text) {
    writeFileSync(file, output)
    rewrittenFiles += 1
  }
}

if (unresolved.length > 0) {
  console.error(
    `add-declaration-extensions: relative imports naming no declaration file:\n  ${unresolved.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(
  `add-declaration-extensions: ${rewrittenFiles} declaration files in ${path.relative(process.cwd(), root)} rewritten.`,
)
