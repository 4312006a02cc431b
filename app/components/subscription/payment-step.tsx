import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useEffect, useState } from "react";
import { Button } from "../ui/button.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { UNKNOWN_ERROR } from "./messages.ts";

/** Stripe.js loads once per publishable key, however often the step opens. */
const stripeLoads = new Map<string, Promise<Stripe | null>>();
function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey);
    stripeLoads.set(publishableKey, load);
    load.catch(() => stripeLoads.delete(publishableKey));
  }
  return load;
}

export interface PaymentStepProps {
  publishableKey: string;
  clientSecret: string;
  /** TRIAL: the payment method may wait ("Skip for now"). */
  allowSkip: boolean;
  /** The subscription update is being submitted. */
  submitting: boolean;
  /** The payment method is confirmed (or skipped): apply the update. */
  onConfirmed: (skipPayment: boolean) => void;
  onBack: () => void;
}

/**
 * The payment step of checkout (lazy-loaded with Stripe.js): the provider's payment form,
 * then `confirmSetup`, which returns to this page if the payment method needs a redirect.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { publishableKey, clientSecret } = props;
  const [stripe, setStripe] = useState<Stripe | null>(null);
  // an error belongs to the key it was loading with
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const loadError = failure?.key === publishableKey ? failure.message : null;

  useEffect(() => {
    let live = true;
    const setLoadError = (message: string) => setFailure({ key: publishableKey, message });
    loadStripeOnce(publishableKey).then(
      (loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else setLoadError("The payment form could not be loaded.");
      },
      (error: unknown) => {
        if (live)
          setLoadError(
            error instanceof Error && error.message ? error.message : "The payment form could not be loaded.",
          );
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (!stripe) {
    return (
      <div className="flex flex-col gap-4">
        {loadError ? (
          <p role="alert" className="text-sm text-red-600">
            {loadError}
          </p>
        ) : (
          <PaymentSkeleton />
        )}
        <PaymentActions {...props} ready={false} confirming={false} onConfirm={() => undefined} />
      </div>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm(props: PaymentStepProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!stripe || !elements) return;
    setConfirming(true);
    setError(null);
    try {
      const result = await stripe.confirmSetup({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      });
      if (result.error) setError(result.error.message || UNKNOWN_ERROR);
      else props.onConfirmed(false);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : UNKNOWN_ERROR);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="min-h-40">
        {ready ? null : <PaymentSkeleton />}
        <PaymentElement
          onReady={() => setReady(true)}
          onLoadError={(event) => setError(event.error.message || UNKNOWN_ERROR)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <PaymentActions {...props} ready={ready && !!stripe && !!elements} confirming={confirming} onConfirm={confirm} />
    </div>
  );
}

function PaymentActions({
  allowSkip,
  submitting,
  onConfirmed,
  onBack,
  ready,
  confirming,
  onConfirm,
}: PaymentStepProps & { ready: boolean; confirming: boolean; onConfirm: () => void }) {
  const [skipping, setSkipping] = useState(false);
  const busy = submitting || confirming;
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        Back
      </Button>
      {allowSkip ? (
        <Button
          variant="secondary"
          onClick={() => {
            setSkipping(true);
            onConfirmed(true);
          }}
          disabled={busy}
          pending={submitting && skipping}
        >
          Skip for now
        </Button>
      ) : null}
      <Button
        onClick={() => {
          setSkipping(false);
          onConfirm();
        }}
        disabled={!ready || busy}
        pending={confirming || (submitting && !skipping)}
      >
        Confirm payment method
      </Button>
    </div>
  );
}

function PaymentSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      <Skeleton className="h-9 w-full" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
      <Skeleton className="h-9 w-full" />
    </div>
  );
}
