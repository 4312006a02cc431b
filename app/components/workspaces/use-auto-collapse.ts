import { useEffect, useRef, useState } from "react";

/** The latest thought stays open this long after it completes (docs/product/workspace.md). */
export const LATEST_THOUGHT_LINGER_MS = 3000;

/**
 * Whether a thought block is open: open while the thought is being written, collapsed once it is
 * complete (the latest one 3 s later). A thought already complete when the page loads starts
 * collapsed; the reader's own toggle wins from then on.
 */
export function useAutoCollapse(complete: boolean, latest: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(!complete);
  const touched = useRef(false);
  // seen being written: its completion collapses it (one complete at load starts collapsed)
  const seenWriting = useRef(!complete);
  useEffect(() => {
    if (touched.current) return;
    if (!complete) {
      seenWriting.current = true;
      setOpen(true);
      return;
    }
    if (!seenWriting.current) return;
    if (!latest) {
      setOpen(false);
      return;
    }
    const timer = setTimeout(() => setOpen(false), LATEST_THOUGHT_LINGER_MS);
    return () => clearTimeout(timer);
  }, [complete, latest]);
  return [
    open,
    (next) => {
      touched.current = true;
      setOpen(next);
    },
  ];
}
