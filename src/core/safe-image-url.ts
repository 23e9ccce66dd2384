/**
 * Tells whether a URL is one the kit renders as an image: `http:`, `https:` or `data:image/`. Without zod,
 * so components that show logos and avatars bundle no schema code.
 */
export function isSafeImageUrl(value: string): boolean {
  if (/^data:image\//i.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
