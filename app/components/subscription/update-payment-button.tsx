import { CreditCard } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import type { loader } from "#app/routes/billing/payment-method.ts";
import { Button, type ButtonProps } from "../ui/button.tsx";

/**
 * Update Payment: asks the server for the payment provider's page and opens it in a new
 * tab. With no page (local billing) the server logs it and nothing else happens (spec §8).
 */
export function UpdatePaymentButton(props: Omit<ButtonProps, "onClick">) {
  const fetcher = useFetcher<typeof loader>();
  const location = useLocation();
  const requested = useRef(false);

  useEffect(() => {
    if (!requested.current || fetcher.state !== "idle" || !fetcher.data) return;
    requested.current = false;
    if (fetcher.data.url) window.open(fetcher.data.url, "_blank", "noopener");
  }, [fetcher.state, fetcher.data]);

  return (
    <Button
      variant="secondary"
      {...props}
      pending={fetcher.state !== "idle"}
      onClick={() => {
        requested.current = true;
        fetcher.load(`/app/billing/payment-method?${new URLSearchParams({ returnPath: location.pathname })}`);
      }}
    >
      <CreditCard aria-hidden />
      Update Payment
    </Button>
  );
}
