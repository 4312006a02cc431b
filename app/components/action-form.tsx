import { useId, useState } from "react";
import { Form, useActionData, useLocation, type FormProps } from "react-router";
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from "#app/lib/idempotency.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

const sameCauses = (a: readonly unknown[], b: readonly unknown[]) => a.every((value, i) => Object.is(value, b[i]));

/**
 * The hidden idempotency key of a write form (ADR 011). Rendered on the server, so a form
 * posted without JavaScript carries it; hydration keeps the server's key (read back from the
 * page). A new key comes with every answer — a new page (location), the action's reply, or
 * `renew` (a fetcher's data) — so only a submit retried without an answer repeats a key.
 */
export function IdempotencyField({ renew }: { renew?: unknown }) {
  const id = useId();
  const hydrated = useHydrated();
  const causes = [useLocation().key, useActionData(), renew];
  const [state, setState] = useState(() => {
    const rendered = !hydrated && typeof document !== "undefined" ? document.getElementById(id) : null;
    const key = rendered instanceof HTMLInputElement && rendered.value ? rendered.value : newIdempotencyKey();
    return { key, causes };
  });
  if (!sameCauses(state.causes, causes)) setState({ key: newIdempotencyKey(), causes });
  return <input type="hidden" id={id} name={IDEMPOTENCY_FIELD} value={state.key} />;
}

/** React Router's Form for writes: posts with the idempotency key, once for every form. */
export function ActionForm({ children, method = "post", ...props }: FormProps) {
  return (
    <Form method={method} {...props}>
      <IdempotencyField />
      {children}
    </Form>
  );
}
