import { CreditCard } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import type { loader } from "#app/routes/billing/payment-method.ts";
import { Button, type ButtonProps } from "../ui/button.tsx";

/**
 * Update Payment: asks the server for the payment provider's page and opens it in a new tab.
 * When there is no page (local billing), it says so under the button instead of doing nothing
 * (docs/product/billing.md, "Update Payment").
 */
export function UpdatePaymentButton(props: Omit<ButtonProps, "onClick">) {
  const fetcher = useFetcher<typeof loader>();
  const location = useLocation();
  const requested = useRef(false);
  // the fetcher only loads on a click: an answer without a page is the explanation to show
  const note = fetcher.state === "idle" && fetcher.data && !fetcher.data.url ? fetcher.data.note : null;
  const noteId = useId();

  useEffect(() => {
    if (!requested.current || fetcher.state !== "idle" || !fetcher.data) return;
    requested.current = false;
    if (fetcher.data.url) window.open(fetcher.data.url, "_blank", "noopener");
  }, [fetcher.state, fetcher.data]);

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        {...props}
        aria-describedby={note ? noteId : undefined}
        pending={fetcher.state !== "idle"}
        onClick={() => {
          requested.current = true;
          fetcher.load(`/app/billing/payment-method?${new URLSearchParams({ returnPath: location.pathname })}`);
        }}
      >
        <CreditCard aria-hidden />
        Update Payment
      </Button>
      <span id={noteId} role="status" className={note ? "max-w-sm text-xs text-neutral-600" : "sr-only"}>
        {note}
      </span>
    </span>
  );
}
