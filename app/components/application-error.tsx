import { RotateCw } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { CopyButton } from "./copy-button.tsx";
import { Button } from "./ui/button.tsx";

/** The copy confirmation on the error page resets after 3 seconds (docs/product/shell-and-navigation.md). */
export const ERROR_COPY_RESET_MS = 3000;

export function describeError(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" ? error.data : error.statusText;
    return { message: `${error.status} ${detail || "Error"}` };
  }
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === "string") return { message: error };
  try {
    return { message: JSON.stringify(error) };
  } catch {
    return { message: String(error) };
  }
}

/**
 * The application error page (docs/product/shell-and-navigation.md): what happened, whom to tell,
 * and the error to send them.
 */
export function ApplicationError({ error, supportEmail }: { error: unknown; supportEmail: string }) {
  const { message, stack } = describeError(error);
  const details = stack && stack.includes(message) ? stack : [message, stack].filter(Boolean).join("\n");
  return (
    <div className="mx-auto w-full max-w-2xl py-12">
      <title>Application error</title>
      <p className="text-sm font-medium text-red-600">Application error</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-neutral-900">Something went wrong</h1>
      <p className="mt-3 text-sm leading-6 text-neutral-600">
        Please contact our team via chat or at{" "}
        <a className="font-medium text-accent-700 underline underline-offset-4" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>{" "}
        and include the error below, so we can fix it quickly.
      </p>
      <div className="mt-6 overflow-hidden rounded-lg border border-neutral-200 bg-white">
        <div className="flex items-center justify-between gap-4 border-b border-neutral-200 bg-neutral-50 px-4 py-2">
          <span className="truncate text-sm font-medium text-neutral-900" data-testid="error-message">
            {message}
          </span>
          <CopyButton
            text={() => `${details}\n\nPage: ${window.location.href}\nTime: ${new Date().toISOString()}`}
            label="Copy error"
            resetMs={ERROR_COPY_RESET_MS}
          />
        </div>
        {/* a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable) */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre className="max-h-80 overflow-auto p-4 text-xs leading-5 whitespace-pre-wrap text-neutral-700" tabIndex={0}>
          {details}
        </pre>
      </div>
      <div className="mt-6 flex gap-2">
        <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          Try again
        </Button>
        <Button asChild variant="ghost">
          <a href="/app">Go to home</a>
        </Button>
      </div>
    </div>
  );
}
