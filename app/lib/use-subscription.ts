import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useEffect, useRef, useState } from "react";
import { runLiveSubscription, type LiveStatus } from "./live-subscription.ts";

/**
 * A typed GraphQL subscription for a screen (docs/product/live-updates.md): opened after
 * hydration, restarted 1 s after the server completes it, retried with backoff after errors,
 * closed on unmount. Re-subscribes when the variables change. Returns the connection status.
 */
export function useSubscription<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  onData: (data: TData) => void,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>({ state: "connecting" });
  const onDataRef = useRef(onData);
  useEffect(() => {
    onDataRef.current = onData;
  });
  const key = JSON.stringify(variables);
  useEffect(() => {
    const controller = new AbortController();
    void runLiveSubscription({
      document,
      variables: JSON.parse(key) as TVariables,
      onData: (data) => onDataRef.current(data),
      onStatus: setStatus,
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [document, key]);
  return status;
}
