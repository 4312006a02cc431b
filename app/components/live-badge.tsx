import type { LiveStatus } from "#app/lib/live-subscription.ts";

/**
 * A live screen's connection (docs/product/live-updates.md): Live, Reconnecting… or Not updating.
 * Nothing until the first connection (and without JavaScript); a restart after completion stays "Live".
 */
export function LiveBadge({ status }: { status: LiveStatus }) {
  if (status.state === "connecting") return null;
  const live = status.state === "live" || (status.state === "waiting" && status.reason === "completed");
  const label = live ? "Live" : status.state === "stopped" ? "Not updating" : "Reconnecting…";
  return (
    <span className="flex items-center gap-1.5 text-xs text-neutral-500" role="status" aria-live="polite">
      <span className={`size-1.5 rounded-full ${live ? "bg-green-500" : "bg-neutral-300"}`} aria-hidden />
      {label}
    </span>
  );
}
