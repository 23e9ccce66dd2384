import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/** The three props of a controllable value: `value`, `defaultValue`, `onChange`. */
export interface ControllableStateOptions<T> {
  /** The controlled value; when not `undefined`, the component follows it. */
  prop: T | undefined
  /** The initial value when uncontrolled. */
  defaultProp: T
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined
}

/**
 * One state that is either controlled by the parent or kept locally (Radix's `useControllableState`):
 * the basis of every `open`/`defaultOpen`/`onOpenChange`-style triplet in the kit.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [local, setLocal] = useState(defaultProp)
  const isControlled = prop !== undefined
  const value = isControlled ? prop : local
  // The latest `onChange`, so `setValue` keeps its identity while the parent passes a new function each render;
  // updated once a render is committed (a ref is not written during render), before any event can call it.
  const onChangeRef = useRef(onChange)
  useLayoutEffect(() => {
    onChangeRef.current = onChange
  })
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setLocal(next)
      if (!Object.is(next, value)) onChangeRef.current?.(next)
    },
    [isControlled, value],
  )
  return [value, setValue]
}
