import { useState } from 'react'
import { isSafeImageUrl } from '../../core/safe-image-url'
import { cn } from './cn'

/** Up to two initials from a display name ("Acme Inc" → "AI"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : ''
  return (last ? first.charAt(0) + last.charAt(0) : first.slice(0, 2)).toUpperCase()
}

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Name the initials come from; also the image's alt text when `decorative` is false. */
  name: string
  /** Image URL; only `http:`, `https:` and `data:image/` are rendered, anything else shows initials. */
  src?: string | null | undefined
  /** When the name is shown next to the avatar, the avatar is hidden from assistive technology. @default true */
  decorative?: boolean
  className?: string | undefined
}

/** A logo or profile picture with an initials fallback (also when the image fails to load). */
export function Avatar({ name, src, decorative = true, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = src && isSafeImageUrl(src) && failed !== src
  return (
    <span data-slot="orgkit-avatar" className={cn(className)} aria-hidden={decorative || undefined}>
      {showImage ? (
        <img src={src} alt={decorative ? '' : name} onError={() => setFailed(src)} referrerPolicy="no-referrer" />
      ) : (
        initials(name)
      )}
    </span>
  )
}
