import { useId, useState } from "react";
import { Form, useActionData, useLocation, type FormProps } from "react-router";
import { IDEMPOTENCY_FIELD, newIdempotencyKey } from "#app/lib/idempotency.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

const sameCauses = (a: readonly unknown[], b: readonly unknown[]) => a.every((value, i) => Object.is(value, b[i]));

/**
 * A write form's idempotency key (ADR 011). A new key comes with every answer — a new page
 * (location), the route action's reply, or `renew` (a fetcher's data) — so only a submit
 * retried without an answer repeats a key. `renderedId`: the hidden field the server
 * rendered, whose key hydration keeps.
 */
export function useIdempotencyKey(renew?: unknown, renderedId?: string): string {
  const hydrated = useHydrated();
  const causes = [useLocation().key, useActionData(), renew];
  const [state, setState] = useState(() => {
    const rendered =
      renderedId && !hydrated && typeof document !== "undefined" ? document.getElementById(renderedId) : null;
    // no DOM on the server (HTMLInputElement is undefined there): the key is made
    const key = rendered && "value" in rendered && rendered.value ? String(rendered.value) : newIdempotencyKey();
    return { key, causes };
  });
  if (!sameCauses(state.causes, causes)) setState({ key: newIdempotencyKey(), causes });
  return state.key;
}

/**
 * The hidden idempotency key of a write form, rendered on the server so a form posted without
 * JavaScript carries it too.
 */
export function IdempotencyField({ renew }: { renew?: unknown }) {
  const id = useId();
  const key = useIdempotencyKey(renew, id);
  return <input type="hidden" id={id} name={IDEMPOTENCY_FIELD} value={key} />;
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
