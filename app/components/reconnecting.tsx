import { useEffect } from "react";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import { Button } from "./ui/button.tsx";
import { Spinner } from "./ui/spinner.tsx";

/** How often a page retries while the database cannot be reached (the server's Retry-After, ADR 059). */
export const RECONNECT_SECONDS = 5;

/**
 * Whether a page's error is the database being away: the server answers 503 while it cannot
 * reach it (the gate, or a loader that met the outage, ADR 059), and an in-app navigation gets
 * that answer as a route error response.
 */
export const isDatabaseUnavailable = (error: unknown) => isRouteErrorResponse(error) && error.status === 503;

/**
 * What a page shows instead of the error page while the database is away (issue 29 item 4, ADR
 * 066): "Reconnecting…", and the page's data read again every RECONNECT_SECONDS until it answers
 * (React Router's revalidation: the page comes back by itself, the rest of the app stays as it
 * was). "Try now" retries at once. Without JavaScript the server's own 503 page reloads itself.
 */
export function Reconnecting() {
  const revalidator = useRevalidator();
  const idle = revalidator.state === "idle";
  useEffect(() => {
    const timer = setInterval(() => {
      if (idle) void revalidator.revalidate();
    }, RECONNECT_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [idle, revalidator]);
  return (
    <div
      role="status"
      aria-live="polite"
      data-reconnecting
      className="mx-auto flex w-full max-w-md flex-col items-center gap-3 py-24 text-center"
    >
      <title>Reconnecting… · Cara</title>
      <Spinner className="size-6 text-accent-600" />
      <h1 className="text-lg font-semibold text-neutral-900">Reconnecting…</h1>
      <p className="text-sm leading-6 text-neutral-600">
        Cara cannot reach its database right now. This page tries again every {RECONNECT_SECONDS} seconds and comes back
        by itself as soon as it answers; nothing you saved is lost.
      </p>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={!idle}
        onClick={() => void revalidator.revalidate()}
      >
        {idle ? "Try now" : "Trying…"}
      </Button>
    </div>
  );
}
