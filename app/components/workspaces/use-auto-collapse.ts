import { useEffect, useState } from "react";

/** The latest thought stays open this long after it completes (docs/product/workspace.md). */
export const LATEST_THOUGHT_LINGER_MS = 3000;

/**
 * Whether a thought block is open: open while the thought is being written, collapsed once it is
 * complete (the latest one 3 s later). A thought already complete when the page loads starts
 * collapsed; the reader's own toggle wins from then on.
 */
export function useAutoCollapse(complete: boolean, latest: boolean): [boolean, (open: boolean) => void] {
  const [choice, setChoice] = useState<boolean | null>(null);
  // seen being written: its completion collapses it (state adjusted while rendering)
  const [seenWriting, setSeenWriting] = useState(!complete);
  if (!complete && !seenWriting) setSeenWriting(true);
  const [lingered, setLingered] = useState(false);
  const lingering = complete && seenWriting && latest && !lingered;
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingered(true), LATEST_THOUGHT_LINGER_MS);
    return () => clearTimeout(timer);
  }, [lingering]);
  const automatic = !complete || lingering;
  return [choice ?? automatic, setChoice];
}
