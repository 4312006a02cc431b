import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { ResultOf } from "#app/lib/graphql.ts";
import type { LiveStatus } from "#app/lib/live-subscription.ts";
import { useSubscription } from "#app/lib/use-subscription.ts";
import { WatchWorkspace } from "./workspace-documents.ts";

type LiveWorkspace = ResultOf<typeof WatchWorkspace>["watchCaraWorkspace"];

/**
 * The workspace as it is now (docs/product/live-updates.md): the loader's copy or the last copy
 * the subscription pushed, whichever was read later (`readAt`). A reload that started before
 * Cara's last change and answers after it never hides that change. The stream sends changes
 * only, so each (re)connection reloads once to catch what happened while it was not connected.
 */
export function useLiveWorkspace<W extends LiveWorkspace>(loaded: W): { workspace: W; status: LiveStatus } {
  const [live, setLive] = useState<LiveWorkspace | null>(null);
  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  });
  const status = useSubscription(WatchWorkspace, { id: loaded.id }, (data) =>
    setLive((previous) => (previous && newer(previous, data.watchCaraWorkspace) ? previous : data.watchCaraWorkspace)),
  );
  const revalidator = useRevalidator();
  const connections = useRef(0);
  useEffect(() => {
    if (status.state !== "live") return;
    connections.current += 1;
    // the first connection follows the page load closely; reload only when Cara was busy
    const busy = loadedRef.current.state === "WORKING" || loadedRef.current.state === "CREATED";
    if (connections.current > 1 || busy) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status.state]);
  return { workspace: currentWorkspace(loaded, live), status };
}

interface Copy {
  id: string;
  readAt: string;
}

/** Whether copy `a` was read after copy `b`. */
const newer = (a: Copy, b: Copy) => Date.parse(a.readAt) > Date.parse(b.readAt);

/** The loader's copy, or the pushed one (over it) when that was read later. */
export function currentWorkspace<W extends Copy, L extends Copy>(loaded: W, live: L | null): W {
  return live && live.id === loaded.id && newer(live, loaded) ? { ...loaded, ...live } : loaded;
}
