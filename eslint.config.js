// ESLint flat config, run by `npm test` with `--max-warnings 0`.
// - typescript-eslint strict + stylistic, type-checked, on every TypeScript file;
// - React hooks (with the React Compiler rules), TanStack Query and jsx-a11y on everything that renders;
// - the one-way layers of the style guide ("an import may point down this list, never up") as
//   import-x/no-restricted-paths zones, resolved the way TypeScript resolves them;
// - Prettier owns formatting (eslint-config-prettier turns the overlapping rules off).
import js from '@eslint/js'
import tanstackQuery from '@tanstack/eslint-plugin-query'
import prettier from 'eslint-config-prettier'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers of `../shared/style-guide.md`, as "what each folder may not import".
 * Entries (`src/index.ts`, ...) are the public surface and may import any layer but `server` (browser entries).
 */
const layerZones = [
  {
    target: './src/core',
    from: [
      './src/transports',
      './src/query',
      './src/hooks',
      './src/components',
      './src/messages',
      './src/management',
      './src/server',
    ],
    message: 'core is the bottom layer: pure TypeScript, it imports nothing else of the kit.',
  },
  {
    target: './src/messages',
    from: ['./src/transports', './src/query', './src/hooks', './src/components', './src/management', './src/server'],
    message: 'messages may import core only.',
  },
  {
    target: './src/transports',
    from: ['./src/query', './src/hooks', './src/components', './src/messages', './src/management', './src/server'],
    message: 'A transport implements core’s Transport interface and imports nothing above core.',
  },
  {
    target: './src/query',
    from: ['./src/hooks', './src/management', './src/server'],
    message: 'query sits under the hooks and components: it imports core and (for the provider’s baseURL) transports.',
  },
  {
    target: './src/query',
    from: './src/components',
    except: ['./announcer'],
    message:
      'query sits under the components. Only the provider, the root of the kit’s tree, renders one: the announcer.',
  },
  {
    target: './src/hooks',
    from: ['./src/transports', './src/components', './src/management', './src/server'],
    message: 'Hooks are thin layers over query: they import no transport, component, management or server code.',
  },
  {
    target: './src/components',
    from: ['./src/transports', './src/management', './src/server'],
    message: 'A component never imports a transport, management or server code.',
  },
  {
    target: './src/management',
    from: ['./src/transports', './src/server'],
    message: 'management is browser code: it imports no transport and no server code.',
  },
  {
    target: './src/server',
    from: ['./src/hooks', './src/components', './src/query', './src/transports'],
    message: 'server is Node code: it imports core and management, never React code or a transport.',
  },
  {
    target: [
      './src/index.ts',
      './src/testing.ts',
      './src/react-router.ts',
      './src/management.ts',
      './src/messages-de.ts',
    ],
    from: './src/server',
    message: 'Browser entries never import src/server.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      'bench/results/',
      'bench/.cache/',
      '.orgkit-data/',
      'test/readme/.snippets/',
      'examples/*/node_modules/',
      'examples/*/.next/',
      'examples/*/next-env.d.ts',
      // The examples are typed against the packed package in their own node_modules, which exists only once
      // scripts/example-next.sh has installed it; that script lints them (ORGKIT_LINT_EXAMPLES=1).
      ...(process.env.ORGKIT_LINT_EXAMPLES === '1' ? [] : ['examples/']),
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers and booleans in template literals read well and are what every message does.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => setOpen(false)}` is how React code reads; void returns elsewhere are still reported.
      // As `only-throw-error` does by default: rethrowing a value of unknown type (an abort's reason) is fine.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // On strings `||` is meant: an empty string is as absent as a missing one (wire messages, ids, fields).
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      // `const { secret: _secret, ...rest } = value` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], ...tanstackQuery.configs['flat/recommended']],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.strict],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // An import that cannot be resolved would slip past the layer rule; none may exist.
      'import-x/no-unresolved': ['error', { ignore: ['\\.css$'] }],
      // A strict Content-Security-Policy (`style-src` without 'unsafe-inline') blocks style attributes: every
      // look comes from the stylesheet, through data-slot and data-* attributes.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='style']",
          message: 'No inline style: style it in src/styles through a data-slot or data-* attribute (strict CSP).',
        },
      ],
    },
  },
  {
    files: ['src/core/**', 'src/transports/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', message: 'core and the transports are plain TypeScript: no React.' }] },
      ],
    },
  },
  prettier,
)
