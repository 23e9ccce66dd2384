import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs` (the one before until then): the search box's term
 * once the typing pauses, so the server is asked for that term only.
 */
export function useSettledValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
