import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { SubscriptionSelection } from "#domain/subscription.ts";
import type { loader } from "#app/routes/billing/preview.ts";

/** The preview re-runs this long after the last seat or voice-agent change. */
export const PREVIEW_DEBOUNCE_MS = 250;

/**
 * The checkout's invoice preview: loaded at once when the dialog opens, then again 250 ms
 * after the selection last changed. Each load replaces (aborts) the one before, so the
 * latest selection wins. `loading` covers the wait as well as the request.
 */
export function useInvoicePreview(selection: SubscriptionSelection, returnPath: string) {
  const fetcher = useFetcher<typeof loader>();
  const { load: loadPreview } = fetcher; // stable for this fetcher
  const params = new URLSearchParams({
    plan: selection.plan,
    period: selection.period,
    seats: String(selection.seats),
    voiceAgents: String(selection.voiceAgents),
    returnPath,
  });
  const url = `/app/billing/preview?${params}`;
  const [requestedUrl, setRequestedUrl] = useState<string | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    const load = () => {
      setRequestedUrl(url);
      void loadPreview(url);
    };
    if (!opened.current) {
      opened.current = true;
      load();
      return;
    }
    const timer = setTimeout(load, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [url, loadPreview]);

  const loading = requestedUrl !== url || fetcher.state !== "idle";
  return { preview: fetcher.data, loading };
}
