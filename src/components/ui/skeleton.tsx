/** How wide a {@link Skeleton} is: the shape of what it stands for. The stylesheet sets each width. */
export type SkeletonWidth = 'avatar' | 'short' | 'medium' | 'third' | 'half' | 'two-thirds' | 'full'

/**
 * A placeholder bar shown while data loads; hidden from assistive technology (the container says "Loading").
 * Its width is a named size, not an inline style, so the kit works under a strict Content-Security-Policy.
 */
export function Skeleton({ width = 'full' }: { width?: SkeletonWidth }) {
  return <span data-slot="orgkit-skeleton" data-width={width} aria-hidden="true" />
}
