import { lazy, Suspense, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import {
  DEFAULT_SEATS,
  INCLUDED_VOICE_AGENTS,
  PERIOD_NAMES,
  PLAN_NAMES,
  PRODUCT_NAME,
  seatFloorMessage,
  VOICE_AGENT_MONTHLY_PRICE,
  extraVoiceAgents,
  minimumSeats,
  type SubscriptionPeriod,
  type SubscriptionPlan,
} from "#domain/subscription.ts";
import { useIdempotencyKey } from "#app/components/action-form.tsx";
import { formatMoney } from "#app/lib/format.ts";
import { IDEMPOTENCY_FIELD } from "#app/lib/idempotency.ts";
import { usePublicConfig } from "#app/lib/public-config.ts";
import { withSubscriptionDialog } from "#app/lib/subscription-dialog-param.ts";
import type { action } from "#app/routes/billing/update.ts";
import { Button } from "../ui/button.tsx";
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { CheckoutRedirected, CheckoutSucceeded } from "./checkout-outcome.tsx";
import { InvoicePreview, usd } from "./invoice-preview.tsx";
import { UNKNOWN_ERROR } from "./messages.ts";
import { NumberStepper } from "./number-stepper.tsx";
import type { SubscriptionSummary } from "./subscription-dialogs.tsx";
import { useInvoicePreview } from "./use-invoice-preview.ts";

/** Stripe.js and its form download only when a checkout needs a payment method. */
const PaymentStep = lazy(() => import("./payment-step.tsx").then((module) => ({ default: module.PaymentStep })));

type Step =
  | { kind: "form" }
  | { kind: "payment"; clientSecret: string; publishableKey: string }
  | { kind: "redirected"; checkoutUrl: string };

/** 'Complete Checkout' (docs/product/billing.md): seats and voice agents, the invoice preview, then Continue. */
export function CheckoutDialog({
  subscription,
  plan,
  period,
  seatsHint,
  onClose,
}: {
  subscription: SubscriptionSummary | null;
  plan: SubscriptionPlan;
  period: SubscriptionPeriod;
  /** Start at this many seats (never below the minimum). */
  seatsHint?: number | null;
  onClose: () => void;
}) {
  const location = useLocation();
  const { paymentPublishableKey } = usePublicConfig();
  const minSeats = minimumSeats(subscription?.numSeatsActive ?? 0);
  const [seats, setSeats] = useState(() => Math.max(seatsHint ?? subscription?.numSeats ?? DEFAULT_SEATS, minSeats));
  const [extraAgents, setExtraAgents] = useState(() =>
    extraVoiceAgents(subscription?.numVoiceAgents ?? INCLUDED_VOICE_AGENTS),
  );
  const [step, setStep] = useState<Step>({ kind: "form" });
  /** Legacy Standard (ADR 007): an agency staying on it may change seats only. */
  const legacy = subscription?.plan === "STANDARD" && plan === "STANDARD";
  const voiceAgents = extraAgents + INCLUDED_VOICE_AGENTS;

  const returnPath = location.pathname + withSubscriptionDialog(location.search, null);
  const { preview, loading } = useInvoicePreview({ plan, period, seats, voiceAgents }, returnPath);
  const previewError = !loading && preview && !preview.ok ? preview.message || UNKNOWN_ERROR : null;

  const update = useFetcher<typeof action>();
  const submitting = update.state !== "idle";
  const result = submitting ? undefined : update.data;
  const updateError = result && "lastResult" in result ? result.applicationError || UNKNOWN_ERROR : null;
  const idempotencyKey = useIdempotencyKey(update.data);

  const submitUpdate = (skipPayment: boolean) => {
    const form = new FormData();
    form.set("plan", plan);
    form.set("period", period);
    form.set("seats", String(seats));
    form.set("voiceAgents", String(voiceAgents));
    if (skipPayment) form.set("skipPayment", "true");
    form.set(IDEMPOTENCY_FIELD, idempotencyKey);
    // prorations are charged as of the instant the preview showed (docs/product/billing.md)
    const prorationDate = preview?.ok ? preview.invoice.prorationDate : null;
    if (prorationDate) form.set("prorationDate", String(prorationDate));
    void update.submit(form, { method: "post", action: "/app/billing/update" });
  };

  const onContinue = () => {
    if (!preview?.ok) return;
    if (preview.checkoutUrl) {
      window.open(preview.checkoutUrl, "_blank", "noopener");
      setStep({ kind: "redirected", checkoutUrl: preview.checkoutUrl });
    } else if (preview.clientSecret && paymentPublishableKey) {
      setStep({ kind: "payment", clientSecret: preview.clientSecret, publishableKey: paymentPublishableKey });
    } else {
      submitUpdate(false);
    }
  };

  const label = `${PRODUCT_NAME} ${PLAN_NAMES[plan]} · ${PERIOD_NAMES[period]}`;
  const header = (
    <DialogHeader>
      <DialogTitle>Complete Checkout</DialogTitle>
      <DialogDescription>
        {step.kind === "payment"
          ? "Add a payment method to finish."
          : "Choose seats and voice agents, then review the invoice."}
      </DialogDescription>
      <p className="mt-1 text-sm font-medium text-neutral-900">{label}</p>
    </DialogHeader>
  );
  const errorAlert = updateError ? (
    <p role="alert" className="text-sm text-red-600">
      {updateError}
    </p>
  ) : null;

  if (result && "subscription" in result) {
    return (
      <DialogContent>
        {header}
        <CheckoutSucceeded onDone={onClose} />
      </DialogContent>
    );
  }
  if (step.kind === "redirected") {
    return (
      <DialogContent>
        {header}
        <CheckoutRedirected checkoutUrl={step.checkoutUrl} onClose={onClose} />
      </DialogContent>
    );
  }
  if (step.kind === "payment") {
    return (
      <DialogContent>
        {header}
        <p className="text-sm text-neutral-600 tabular">
          {seats} seats · {voiceAgents} {voiceAgents === 1 ? "voice agent" : "voice agents"}
          {preview?.ok ? ` · Amount due ${usd(preview.invoice.amountDue)}` : null}
        </p>
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <PaymentStep
            publishableKey={step.publishableKey}
            clientSecret={step.clientSecret}
            allowSkip={subscription?.state === "TRIAL"}
            submitting={submitting}
            onConfirmed={submitUpdate}
            onBack={() => setStep({ kind: "form" })}
          />
        </Suspense>
        {errorAlert}
      </DialogContent>
    );
  }

  return (
    <DialogContent>
      {header}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberStepper
          id="checkout-seats"
          label="Seats"
          value={seats}
          min={minSeats}
          onChange={setSeats}
          description={seatFloorMessage(subscription?.numSeatsActive ?? 0, seats)}
          decrementLabel="Remove a seat"
          incrementLabel="Add a seat"
        />
        <NumberStepper
          id="checkout-voice-agents"
          label="Extra voice agents"
          value={extraAgents}
          min={0}
          onChange={setExtraAgents}
          disabled={legacy}
          description={
            legacy
              ? `Voice agents are fixed on the legacy ${PLAN_NAMES.STANDARD} plan. Choose ${PLAN_NAMES.BASIC} or ${PLAN_NAMES.PRO} to change them.`
              : `${INCLUDED_VOICE_AGENTS} voice agent is included. Each extra agent is ${formatMoney(VOICE_AGENT_MONTHLY_PRICE, 0)}/month.`
          }
          decrementLabel="Remove a voice agent"
          incrementLabel="Add a voice agent"
        />
      </div>
      <InvoicePreview
        invoice={preview?.ok ? preview.invoice : null}
        period={period}
        loading={loading}
        error={previewError}
      />
      {errorAlert}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onContinue} disabled={loading || !preview?.ok} pending={submitting}>
          Continue
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
