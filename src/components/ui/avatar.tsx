import { useState } from 'react'
import { isSafeImageUrl } from '../../core/safe-image-url'
import { cn } from './cn'

/**
 * The hues an initials avatar is drawn on. Each is a pair of `--orgkit-avatar-<hue>-bg` / `-fg` tokens in
 * avatar.css, for light and for dark, with the initials at AA contrast (test/components/ui/avatar-colors.test.ts).
 */
export const AVATAR_COLORS = ['red', 'orange', 'amber', 'green', 'teal', 'blue', 'violet', 'pink'] as const

/** One of {@link AVATAR_COLORS}. */
export type AvatarColor = (typeof AVATAR_COLORS)[number]

/**
 * The hue of an avatar, the same for the same key on every render and every device: a 32-bit FNV-1a hash of
 * the key's UTF-16 code units, modulo the number of hues.
 */
export function avatarColor(key: string): AvatarColor {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  const colorIndex = (hash >>> 0) % AVATAR_COLORS.length
  return AVATAR_COLORS[colorIndex] ?? 'blue'
}

// Made once: a segmenter is costly to build. Runtimes without Intl.Segmenter (none the kit supports, but an
// old test runner) fall back to code points, which never split a surrogate pair either.
let graphemeSegmenter: Intl.Segmenter | null | undefined
function graphemesOf(text: string): string[] {
  if (graphemeSegmenter === undefined)
    graphemeSegmenter =
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null
  if (!graphemeSegmenter) return Array.from(text)
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment)
}

/**
 * A grapheme worth an initial: one that starts with a letter or a digit (with its accents and combining marks),
 * or an emoji (with its skin tone, joiners and variation selectors), or a flag. Punctuation and symbols are
 * skipped ("(Acme)" → "A", "R&D" → "RD").
 */
const INITIAL_START = /^[\p{L}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}]/u

/**
 * The initial as shown: upper case where the script has case ("é" → "É"), unchanged where upper-casing
 * would make it two letters ("ß" → "SS") or the script has none (CJK, emoji).
 */
function shownInitial(grapheme: string): string {
  const upper = grapheme.toUpperCase()
  return graphemesOf(upper).length === 1 ? upper : grapheme
}

/**
 * Up to two initials from a display name, whole graphemes only (`Intl.Segmenter`), so an emoji, a flag or an
 * accented letter is never cut in half: the first letters of the first and the last word ("Émile Zola" → "ÉZ",
 * "🦄 Unicorn Labs" → "🦄L"), or the first two of a single word ("acme" → "AC", "山田太郎" → "山田"). Empty for
 * a name with nothing to take an initial from.
 */
export function initials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => graphemesOf(word).filter((grapheme) => INITIAL_START.test(grapheme)))
    .filter((graphemes) => graphemes.length > 0)
  const first = words[0]
  if (!first) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  const chosen = last ? [first[0], last[0]] : first.slice(0, 2)
  return chosen.map((grapheme) => shownInitial(grapheme ?? '')).join('')
}

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Name the initials come from; also the image's alt text when `decorative` is false. */
  name: string
  /** Image URL; only `http:`, `https:` and `data:image/` are rendered, anything else shows initials. */
  src?: string | null | undefined
  /**
   * What the initials' background colour is derived from: the organization's or the user's id, so the
   * colour stays when the name changes and two people of the same name still differ.
   * @default name
   */
  colorKey?: string | null | undefined
  /** When the name is shown next to the avatar, the avatar is hidden from assistive technology. @default true */
  decorative?: boolean
  className?: string | undefined
}

/**
 * A logo or profile picture, or (without one, or when it fails to load) the name's initials on a colour
 * derived from `colorKey`.
 */
export function Avatar({ name, src, colorKey, decorative = true, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = src && isSafeImageUrl(src) && failed !== src
  const text = showImage ? '' : initials(name)
  return (
    <span
      data-slot="orgkit-avatar"
      data-color={text ? avatarColor(colorKey || name) : undefined}
      className={cn(className)}
      aria-hidden={decorative || undefined}
      // Initials alone would be read letter by letter: a shown avatar is named by the whole name.
      role={!decorative && !showImage ? 'img' : undefined}
      aria-label={!decorative && !showImage ? name : undefined}
    >
      {showImage ? (
        <img src={src} alt={decorative ? '' : name} onError={() => setFailed(src)} referrerPolicy="no-referrer" />
      ) : (
        text
      )}
    </span>
  )
}
