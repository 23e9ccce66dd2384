/** A placeholder bar shown while data loads; hidden from assistive technology (the container says "Loading"). */
export function Skeleton({ width }: { width?: string }) {
  return <span data-slot="orgkit-skeleton" aria-hidden="true" style={width ? { width } : undefined} />
}
