import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { ResultOf } from "#app/lib/graphql.ts";
import type { LiveStatus } from "#app/lib/live-subscription.ts";
import { useSubscription } from "#app/lib/use-subscription.ts";
import { WatchWorkspace } from "./workspace-documents.ts";

type LiveWorkspace = ResultOf<typeof WatchWorkspace>["watchCaraWorkspace"];

/**
 * The workspace as it is now (docs/product/live-updates.md): the loader's, replaced by each
 * version the subscription pushes until the loader runs again. The stream sends changes only, so
 * each (re)connection reloads once to catch what happened while it was not connected.
 */
export function useLiveWorkspace<W extends LiveWorkspace>(loaded: W): { workspace: W; status: LiveStatus } {
  const [live, setLive] = useState<{ base: W; workspace: W } | null>(null);
  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  });
  const status = useSubscription(WatchWorkspace, { id: loaded.id }, (data) =>
    setLive({ base: loadedRef.current, workspace: { ...loadedRef.current, ...data.watchCaraWorkspace } }),
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
  return { workspace: live && live.base === loaded ? live.workspace : loaded, status };
}
