// The public API report: every name each package entry exports, with its declared type, in api/*.api.md.
// `npm test` compares the reports with the source (test/api/public-api.test.ts), so a change to the public
// surface is made on purpose: `npm run api:update` rewrites them, and the change gets a line in CHANGELOG.md.
//
// What API Extractor does, on the TypeScript compiler API (no build, no .d.ts, no dependency): the entries
// are read from package.json "exports" (`./dist/types/<name>.d.ts` is built from `src/<name>.ts`), and each
// export is printed as a .d.ts would declare it:
//   - interfaces, type aliases and enums as written, without comments (a docs change is not an API change),
//     except where the written type reads a value no entry exports (`z.output<typeof memberSchema>`): that
//     alias or property is written out as the compiler resolves it, so a new field of `Member` shows;
//   - functions, constants and classes with the types the compiler gives them, inferred ones written out (a
//     class's private members left out, a destructured parameter named `props` or `input`);
//   - the words of a message are not its API, its key and its plural forms are: under a message key
//     (a property named `group.key`) string literal types are printed as `string`;
//   - exports sorted by name, long unions one member a line, sorted: an addition is one line of diff.
// It also finds the types a public signature uses that no entry exports (API Extractor's `ae-forgotten-export`):
// an app could not name them. Such a type is exported from an entry, or the signature stops using it.
// Known gap: a generic alias over an unexported value (`OperationInput<Op>`) is printed as written; its
// instances show where the signatures use them.
//
// Usage: node scripts/api-report.mjs [--update | --json]
//   (none)     exits 1, saying what to do, when a report differs from the source or a type is forgotten
//   --update   rewrites api/*.api.md (`npm run api:update`); still exits 1 on a forgotten type
//   --json     prints { reports: [{ path, expected, stored }], forgottenTypes: [line], advice: { update, forgottenType } }
//              (what test/api/public-api.test.ts reads)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..')
const packageName = 'orgkit'

/** What the developer does when the source and the reports disagree. */
const UPDATE_ADVICE =
  'The public API changed. If that is meant, run `npm run api:update`, review the diff of api/*.api.md, and ' +
  'add a line to CHANGELOG.md under "Unreleased" saying what an app changes.'

/** What the developer does when a public signature uses a type no entry exports. */
const FORGOTTEN_TYPE_ADVICE =
  'A public signature uses a type no entry exports, so an app cannot name it. Export the type from the entry ' +
  '(and run `npm run api:update`), or stop using it in the public signature.'

/** The package's entries with types: `{ specifier: 'orgkit/testing', source: 'src/testing.ts', report }`. */
function packageEntries() {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  return Object.entries(manifest.exports)
    .filter(([, target]) => typeof target === 'object' && typeof target.types === 'string')
    .map(([subpath, target]) => {
      const name = /^\.\/dist\/types\/(.+)\.d\.ts$/.exec(target.types)?.[1]
      if (name === undefined) throw new Error(`package.json exports["${subpath}"].types is not ./dist/types/*.d.ts`)
      const specifier = subpath === '.' ? packageName : `${packageName}/${subpath.slice(2)}`
      return { specifier, source: `src/${name}.ts`, report: `api/${specifier.replaceAll('/', '-')}.api.md` }
    })
}

/** A program of the entries (their imports come along), with tsconfig.json's options. */
function createProgram(entries) {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root)
  // The test globals (vitest/globals) are no part of the package.
  const compilerOptions = { ...options, noEmit: true, types: ['node'] }
  const host = ts.createCompilerHost(compilerOptions)
  // Comments carry no types in TypeScript files: not parsing them saves time.
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseNone
  return ts.createProgram({
    rootNames: entries.map((entry) => path.join(root, entry.source)),
    options: compilerOptions,
    host,
  })
}

const typeNodeFlags =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType |
  ts.NodeBuilderFlags.IgnoreErrors

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed })

const isDeclaredInSource = (declaration) =>
  path.relative(root, declaration.getSourceFile().fileName).startsWith(`src${path.sep}`)

const hasModifier = (node, kind) => (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind)

const isPrivateMember = (member) =>
  hasModifier(member, ts.SyntaxKind.PrivateKeyword) ||
  hasModifier(member, ts.SyntaxKind.ProtectedKeyword) ||
  (member.name !== undefined && ts.isPrivateIdentifier(member.name))

/** Whether a property name is a message key (`memberTable.searchLabel`, `error.MEMBER_NOT_FOUND`). */
const isMessageKey = (name) => (ts.isStringLiteral(name) || ts.isIdentifier(name)) && name.text.includes('.')

/** A printed type with the words of its messages replaced by `string` (see the top of the file). */
function withoutMessageWords(node) {
  const visit = (current, underMessageKey) => {
    if (underMessageKey && ts.isLiteralTypeNode(current) && ts.isStringLiteral(current.literal)) {
      return ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword)
    }
    const entering = underMessageKey || (ts.isPropertySignature(current) && isMessageKey(current.name))
    return ts.visitEachChild(current, (child) => visit(child, entering), ts.nullTransformationContext)
  }
  return visit(node, false)
}

/**
 * Destructured parameters named as the kit names them (how a function destructures is no part of its API): a
 * component's `props`, anything else's `input`.
 */
function withNamedParameters(node, parameterName = 'input') {
  const visit = (current) => {
    const named =
      ts.isParameter(current) && !ts.isIdentifier(current.name)
        ? ts.factory.updateParameterDeclaration(
            current,
            current.modifiers,
            current.dotDotDotToken,
            ts.factory.createIdentifier(parameterName),
            current.questionToken,
            current.type,
            current.initializer,
          )
        : current
    return ts.visitEachChild(named, visit, ts.nullTransformationContext)
  }
  return visit(node)
}

/** What an entry exports, by name, each name with the symbol it stands for (re-exports followed). */
function exportsOf(program, checker, entry) {
  const sourceFile = program.getSourceFile(path.join(root, entry.source))
  if (sourceFile === undefined) throw new Error(`${entry.source}: not found`)
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile)
  return (moduleSymbol === undefined ? [] : checker.getExportsOfModule(moduleSymbol))
    .map((exported) => ({
      name: exported.name,
      symbol: exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/**
 * Whether a written type reads a value of the kit's that no entry exports (`z.output<typeof memberSchema>`,
 * `(typeof CREATOR_ROLES)[number]`): as written, it would hide what the type is.
 */
function readsHiddenValue(checker, typeNode, exportedSymbols) {
  let found = false
  const visit = (node) => {
    if (found) return
    if (ts.isTypeQueryNode(node)) {
      let entity = node.exprName
      while (ts.isQualifiedName(entity)) entity = entity.left
      let symbol = checker.getSymbolAtLocation(entity)
      if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
      const isOwn = symbol !== undefined && (symbol.declarations ?? []).some(isDeclaredInSource)
      if (isOwn && !exportedSymbols.has(symbol)) found = true
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(typeNode)
  return found
}

/** The declarations an entry exports, as text. */
function entryDeclarations({ program, checker, entry, exports, exportedSymbols }) {
  const sourceFile = program.getSourceFile(path.join(root, entry.source))
  // The printer reads the text of names and literals that come from a file out of that file, by position: a
  // node written in another module (a re-exported declaration) is printed against its own file, or the text
  // at its positions in the entry would be printed instead.
  const sourceFileOf = (node) => {
    let current = ts.getOriginalNode(node)
    while (current !== undefined && !ts.isSourceFile(current)) current = current.parent
    return current ?? sourceFile
  }
  const print = (node) => printer.printNode(ts.EmitHint.Unspecified, node, sourceFileOf(node))
  const typeNode = (type, flags = typeNodeFlags) =>
    withNamedParameters(withoutMessageWords(checker.typeToTypeNode(type, undefined, flags)))
  const typeText = (type) => print(typeNode(type))

  /**
   * A type alias or interface as written, but where its written type reads a hidden value (see
   * {@link readsHiddenValue}), the type the compiler gives it, written out.
   */
  const writtenTypeText = (declaration) => {
    const hides = (node) => node !== undefined && readsHiddenValue(checker, node, exportedSymbols)
    if (ts.isTypeAliasDeclaration(declaration)) {
      if (declaration.typeParameters !== undefined || !hides(declaration.type)) return print(declaration)
      const type = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(declaration.name))
      const written = typeNode(type, typeNodeFlags | ts.NodeBuilderFlags.InTypeAlias)
      if (type.flags & ts.TypeFlags.Union && print(written).length > 100) {
        // A long union (message keys, operation names), one member a line, in order: a new one is one line of diff.
        const parts = type.types.map((part) => print(typeNode(part))).sort((a, b) => a.localeCompare(b, 'en'))
        return `type ${declaration.name.text} =\n${parts.map((part) => `    | ${part}`).join('\n')};`
      }
      return print(
        ts.factory.updateTypeAliasDeclaration(declaration, declaration.modifiers, declaration.name, undefined, written),
      )
    }
    if (!ts.isInterfaceDeclaration(declaration)) return print(declaration)
    const members = declaration.members.map((member) => {
      if (!ts.isPropertySignature(member) || !hides(member.type)) return member
      const type = typeNode(checker.getTypeOfSymbol(checker.getSymbolAtLocation(member.name)))
      return ts.factory.updatePropertySignature(member, member.modifiers, member.name, member.questionToken, type)
    })
    return print(
      ts.factory.updateInterfaceDeclaration(
        declaration,
        declaration.modifiers,
        declaration.name,
        declaration.typeParameters,
        declaration.heritageClauses,
        members,
      ),
    )
  }

  /** A function's, method's or constructor's signature, as the compiler gives it. */
  const signatureText = (signature, kind, name) => {
    const declaration = checker.signatureToSignatureDeclaration(signature, kind, undefined, typeNodeFlags)
    const named = withNamedParameters(declaration, /^[A-Z]/.test(name ?? '') ? 'props' : 'input')
    // The printer ends a declaration without a body with `;` only sometimes: every text ends with one below.
    const text = print(withoutMessageWords(named)).replace(/;$/, '')
    if (kind === ts.SyntaxKind.FunctionDeclaration)
      return `${text.replace(/^function /, `export declare function ${name}`)};`
    if (kind === ts.SyntaxKind.MethodDeclaration) return `${name}${text};`
    return `${text};`
  }

  const callSignatures = (symbol) => checker.getSignaturesOfType(checker.getTypeOfSymbol(symbol), ts.SignatureKind.Call)

  const classMemberTexts = (symbol, declaration) => {
    const texts = []
    if (declaration.members.some(ts.isConstructorDeclaration)) {
      const type = checker.getTypeOfSymbol(symbol)
      for (const signature of checker.getSignaturesOfType(type, ts.SignatureKind.Construct)) {
        texts.push(signatureText(signature, ts.SyntaxKind.Constructor))
      }
    }
    const printedMethods = new Set()
    for (const member of declaration.members) {
      const isPublicMember =
        ts.isPropertyDeclaration(member) || ts.isGetAccessorDeclaration(member) || ts.isMethodDeclaration(member)
      if (!isPublicMember || isPrivateMember(member)) continue
      const memberSymbol = checker.getSymbolAtLocation(member.name)
      if (memberSymbol === undefined) continue
      const name = member.name.getText()
      const prefix = hasModifier(member, ts.SyntaxKind.StaticKeyword) ? 'static ' : ''
      if (ts.isMethodDeclaration(member)) {
        // Overloads are one symbol: print its signatures once.
        if (printedMethods.has(memberSymbol)) continue
        printedMethods.add(memberSymbol)
        for (const signature of callSignatures(memberSymbol)) {
          texts.push(prefix + signatureText(signature, ts.SyntaxKind.MethodDeclaration, name))
        }
        continue
      }
      const hasSetter = declaration.members.some(
        (other) => ts.isSetAccessorDeclaration(other) && other.name.getText() === name,
      )
      const isReadonly =
        hasModifier(member, ts.SyntaxKind.ReadonlyKeyword) || (ts.isGetAccessorDeclaration(member) && !hasSetter)
      const optional = ts.isPropertyDeclaration(member) && member.questionToken ? '?' : ''
      const type = typeText(checker.getTypeOfSymbol(memberSymbol))
      texts.push(`${prefix}${isReadonly ? 'readonly ' : ''}${name}${optional}: ${type};`)
    }
    return texts
  }

  const classText = (name, symbol, declaration) => {
    const typeParameters = declaration.typeParameters ? `<${declaration.typeParameters.map(print).join(', ')}>` : ''
    const heritage = (declaration.heritageClauses ?? []).map((clause) => ` ${print(clause).trim()}`).join('')
    const abstract = hasModifier(declaration, ts.SyntaxKind.AbstractKeyword) ? 'abstract ' : ''
    const body = classMemberTexts(symbol, declaration)
      .map((text) => text.replaceAll(/^/gm, '    '))
      .join('\n')
    return `export declare ${abstract}class ${name}${typeParameters}${heritage} {\n${body}\n}`
  }

  const declarationTexts = (name, symbol) => {
    const texts = []
    for (const declaration of symbol.declarations ?? []) {
      if (
        ts.isInterfaceDeclaration(declaration) ||
        ts.isTypeAliasDeclaration(declaration) ||
        ts.isEnumDeclaration(declaration)
      ) {
        const text = writtenTypeText(declaration).replace(/^(export )?(declare )?/, 'export ')
        texts.push(declaration.name.text === name ? text : `// exported as ${name}\n${text}`)
      } else if (ts.isFunctionDeclaration(declaration)) {
        // Overloads and the implementation are one symbol: print its signatures once.
        if (declaration !== symbol.declarations.find(ts.isFunctionDeclaration)) continue
        for (const signature of callSignatures(symbol)) {
          texts.push(signatureText(signature, ts.SyntaxKind.FunctionDeclaration, name))
        }
      } else if (ts.isVariableDeclaration(declaration)) {
        const keyword = declaration.parent.flags & ts.NodeFlags.Const ? 'const' : 'let'
        texts.push(`export declare ${keyword} ${name}: ${typeText(checker.getTypeOfSymbol(symbol))};`)
      } else if (ts.isClassDeclaration(declaration)) {
        texts.push(classText(name, symbol, declaration))
      } else {
        texts.push(`// ${name}: a ${ts.SyntaxKind[declaration.kind]}, which this report does not print`)
      }
    }
    return texts
  }

  return exports.flatMap(({ name, symbol }) => declarationTexts(name, symbol)).join('\n\n')
}

/** A report file: what it is, and the declarations. */
function reportText(entry, declarations) {
  return [
    `# API report: \`${entry.specifier}\``,
    '',
    `<!-- Written by \`npm run api:update\` (scripts/api-report.mjs) from ${entry.source}. Do not edit by hand. -->`,
    '',
    `Every name \`${entry.specifier}\` exports, with its declared type. \`npm test\` compares this file with the`,
    'source, so a change to the public surface is deliberate: it lands here and in CHANGELOG.md.',
    '',
    '```ts',
    declarations,
    '```',
    '',
  ].join('\n')
}

/**
 * The named types a public signature uses that no entry exports. Walks the type of every export through
 * properties, signatures, type arguments, base types and the members of anonymous and unexported types. A
 * type of the kit's own that an entry exports ends the walk (its declaration is walked as an export); a
 * package's type (React, TanStack Query, ...) is crossed only through its type arguments.
 */
function findForgottenTypes(checker, described, exportedSymbols) {
  const forgotten = new Map()
  const visited = new Set()
  const isOwn = (symbol) => (symbol.declarations ?? []).some(isDeclaredInSource)
  const record = (symbol, usedBy) => {
    if (!forgotten.has(symbol)) forgotten.set(symbol, new Set())
    forgotten.get(symbol).add(usedBy)
  }
  const isObject = (type) => (type.flags & ts.TypeFlags.Object) !== 0
  const isInterfaceLike = (type) =>
    isObject(type) && (type.objectFlags & (ts.ObjectFlags.Class | ts.ObjectFlags.Interface)) !== 0

  /** The symbol that names a type (an alias, interface, class or enum), if any. */
  const nameOf = (type) => {
    if (type.aliasSymbol) return type.aliasSymbol
    if (isObject(type) && type.objectFlags & ts.ObjectFlags.Reference && type.target !== type) return type.target.symbol
    if (isInterfaceLike(type) || type.flags & ts.TypeFlags.EnumLike) return type.symbol
    return undefined
  }

  const walkSymbol = (symbol, usedBy) => {
    if (
      (symbol.declarations ?? []).some((declaration) => ts.isClassElement(declaration) && isPrivateMember(declaration))
    )
      return
    walkType(checker.getTypeOfSymbol(symbol), usedBy)
  }

  const walkSignature = (signature, usedBy) => {
    for (const parameter of signature.getTypeParameters() ?? []) walkType(parameter, usedBy)
    for (const parameter of signature.getParameters()) walkSymbol(parameter, usedBy)
    walkType(checker.getReturnTypeOfSignature(signature), usedBy)
  }

  const walkMembers = (type, usedBy) => {
    for (const property of checker.getPropertiesOfType(type)) walkSymbol(property, usedBy)
    for (const kind of [ts.SignatureKind.Call, ts.SignatureKind.Construct]) {
      for (const signature of checker.getSignaturesOfType(type, kind)) walkSignature(signature, usedBy)
    }
    for (const info of checker.getIndexInfosOfType(type)) {
      walkType(info.keyType, usedBy)
      walkType(info.type, usedBy)
    }
    if (isInterfaceLike(type)) for (const base of checker.getBaseTypes(type)) walkType(base, usedBy)
  }

  const walkType = (type, usedBy) => {
    const name = nameOf(type)
    const isForgotten = name !== undefined && isOwn(name) && !exportedSymbols.has(name)
    if (isForgotten) record(name, usedBy)
    if (visited.has(type)) return
    visited.add(type)
    const typeArguments =
      type.aliasTypeArguments ??
      (isObject(type) && type.objectFlags & ts.ObjectFlags.Reference ? checker.getTypeArguments(type) : [])
    for (const argument of typeArguments) walkType(argument, usedBy)
    // A package's type, or one of the kit's an entry exports: its type arguments were all there was to see.
    if (name !== undefined && !isForgotten) return
    if (name === undefined && isObject(type) && type.symbol !== undefined && !isOwn(type.symbol)) return
    if (type.flags & ts.TypeFlags.TypeParameter) {
      // The constraint as written (`Op extends OperationWithInput`), its alias kept.
      const constraint = type.getConstraint()
      if (constraint) walkType(constraint, usedBy)
    } else if (type.flags & ts.TypeFlags.UnionOrIntersection) {
      for (const part of type.types) walkType(part, usedBy)
    } else if (type.flags & ts.TypeFlags.Index) {
      walkType(type.type, usedBy)
    } else if (type.flags & ts.TypeFlags.IndexedAccess) {
      walkType(type.objectType, usedBy)
      walkType(type.indexType, usedBy)
    } else if (type.flags & ts.TypeFlags.Conditional) {
      walkType(type.checkType, usedBy)
      walkType(type.extendsType, usedBy)
    } else if (isObject(type)) {
      walkMembers(type, usedBy)
    }
  }

  /** An exported type: what it stands for (the walk stops at its name everywhere else). */
  const walkDeclaredType = (symbol, usedBy) => {
    const declared = checker.getDeclaredTypeOfSymbol(symbol)
    visited.add(declared)
    for (const parameter of declared.aliasTypeArguments ?? declared.typeParameters ?? []) walkType(parameter, usedBy)
    if (declared.flags & ts.TypeFlags.UnionOrIntersection) {
      for (const part of declared.types) walkType(part, usedBy)
    } else if (isObject(declared)) {
      walkMembers(declared, usedBy)
    }
  }

  /**
   * The names a type declaration is written with (the report prints it as written): the compiler does not keep
   * every alias on the types it builds (`Op extends OperationWithInput`, an alias of `keyof typeof ...`).
   */
  const walkWrittenNames = (declaration, usedBy) => {
    const visit = (node) => {
      const name = ts.isTypeReferenceNode(node)
        ? node.typeName
        : ts.isExpressionWithTypeArguments(node)
          ? node.expression
          : undefined
      let symbol = name === undefined ? undefined : checker.getSymbolAtLocation(name)
      if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
      const isType = symbol !== undefined && (symbol.flags & ts.SymbolFlags.Type & ~ts.SymbolFlags.TypeParameter) !== 0
      if (isType && isOwn(symbol) && !exportedSymbols.has(symbol)) record(symbol, usedBy)
      ts.forEachChild(node, visit)
    }
    visit(declaration)
  }

  for (const { entry, exports } of described) {
    for (const { name, symbol } of exports) {
      const usedBy = `${entry.specifier}: ${name}`
      for (const declaration of symbol.declarations ?? []) {
        if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) {
          walkWrittenNames(declaration, usedBy)
        }
      }
      const typeFlags = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum
      if (symbol.flags & typeFlags) walkDeclaredType(symbol, usedBy)
      if (symbol.flags & ts.SymbolFlags.Value) walkType(checker.getTypeOfSymbol(symbol), usedBy)
    }
  }

  return [...forgotten]
    .map(([symbol, usedBy]) => ({
      name: symbol.name,
      declaredIn: path.relative(root, symbol.declarations.find(isDeclaredInSource).getSourceFile().fileName),
      usedBy: [...usedBy].sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

/** The reports as the source says they are (`expected`) next to the stored ones, and the forgotten types. */
function apiReports() {
  const entries = packageEntries()
  const program = createProgram(entries)
  const checker = program.getTypeChecker()
  const described = entries.map((entry) => ({ entry, exports: exportsOf(program, checker, entry) }))
  const exportedSymbols = new Set(described.flatMap(({ exports }) => exports.map(({ symbol }) => symbol)))
  const reports = described.map(({ entry, exports }) => {
    const declarations = entryDeclarations({ program, checker, entry, exports, exportedSymbols })
    let stored = null
    try {
      stored = readFileSync(path.join(root, entry.report), 'utf8')
    } catch {
      // No report yet.
    }
    return { path: entry.report, expected: reportText(entry, declarations), stored }
  })
  return { reports, forgottenTypes: findForgottenTypes(checker, described, exportedSymbols) }
}

/** A forgotten type as one line: `WriteContext (src/query/table-write.ts), used by orgkit: createOrgQueries`. */
const forgottenTypeLine = (type) => `${type.name} (${type.declaredIn}), used by ${type.usedBy.join(', ')}`

/** Writes the reports that differ, and removes those of entries that are gone. */
function update(reports) {
  const directory = path.join(root, 'api')
  mkdirSync(directory, { recursive: true })
  const current = new Set(reports.map((report) => report.path))
  for (const file of readdirSync(directory)) {
    if (file.endsWith('.api.md') && !current.has(`api/${file}`)) rmSync(path.join(directory, file))
  }
  for (const report of reports) {
    if (report.stored === report.expected) continue
    writeFileSync(path.join(root, report.path), report.expected)
    console.log(`${report.path}: written`)
  }
}

function main() {
  const { values: flags } = parseArgs({ options: { update: { type: 'boolean' }, json: { type: 'boolean' } } })
  const { reports, forgottenTypes } = apiReports()
  if (flags.json) {
    const advice = { update: UPDATE_ADVICE, forgottenType: FORGOTTEN_TYPE_ADVICE }
    process.stdout.write(JSON.stringify({ reports, forgottenTypes: forgottenTypes.map(forgottenTypeLine), advice }))
    return
  }
  if (flags.update) {
    update(reports)
  } else {
    const stale = reports.filter((report) => report.stored !== report.expected)
    if (stale.length > 0) {
      console.error(`${stale.map((report) => report.path).join(', ')}: not what the source exports.\n${UPDATE_ADVICE}`)
      process.exitCode = 1
    }
  }
  if (forgottenTypes.length > 0) {
    console.error([FORGOTTEN_TYPE_ADVICE, ...forgottenTypes.map((type) => `  ${forgottenTypeLine(type)}`)].join('\n'))
    process.exitCode = 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
