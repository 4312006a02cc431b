import { useEffect, useState } from "react";

/** True once `value` has been true for `delayMs`: hides loading states for fast loads. */
export function useDelayed(value: boolean, delayMs = 150): boolean {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => setDelayed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDelayed(false);
    };
  }, [value, delayMs]);
  return value && delayed;
}
