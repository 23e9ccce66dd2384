/** Where the scan stands inside one object or array of the JSON text. */
interface Container {
  kind: 'object' | 'array'
  /** The key of the member being read (objects). */
  key: string
  /** The index of the element being read (arrays). */
  index: number
  /** Whether the next string is a member's key (objects). */
  expectingKey: boolean
}

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const STRING = /"(?:[^"\\]|\\.)*"/y

/**
 * The paths (dotted as zod joins them: `endpoints.0.suspend_timeout_seconds`) of the numbers a JSON text
 * writes with a fraction or an exponent, such as `1.0` or `1e3`. `JSON.parse` makes `1.0` the integer 1,
 * but the API's decoder refuses such a literal wherever it wants an integer, so the emulator must see how
 * the number was written. The text must already have parsed as JSON.
 */
export function nonIntegerNumberPaths(text: string): Set<string> {
  const paths = new Set<string>()
  const stack: Container[] = []
  const pathHere = () =>
    stack.map((container) => (container.kind === 'object' ? container.key : container.index)).join('.')
  let position = 0
  while (position < text.length) {
    const character = text.charAt(position)
    const top = stack.at(-1)
    if (character === '{' || character === '[') {
      stack.push({ kind: character === '{' ? 'object' : 'array', key: '', index: 0, expectingKey: character === '{' })
      position += 1
    } else if (character === '}' || character === ']') {
      stack.pop()
      position += 1
    } else if (character === ',') {
      if (top?.kind === 'array') top.index += 1
      if (top?.kind === 'object') top.expectingKey = true
      position += 1
    } else if (character === '"') {
      STRING.lastIndex = position
      const token = STRING.exec(text)?.[0] ?? '""'
      if (top?.kind === 'object' && top.expectingKey) {
        top.key = JSON.parse(token) as string
        top.expectingKey = false
      }
      position += token.length
    } else if (character === '-' || (character >= '0' && character <= '9')) {
      NUMBER.lastIndex = position
      const token = NUMBER.exec(text)?.[0] ?? character
      if (/[.eE]/.test(token)) paths.add(pathHere())
      position += token.length
    } else {
      // Whitespace, ':' and the letters of true, false and null.
      position += 1
    }
  }
  return paths
}
