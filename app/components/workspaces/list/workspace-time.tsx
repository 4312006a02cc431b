import { useEffect, useState } from "react";
import { formatDateTime } from "#app/lib/format.ts";
import { formatRelative } from "#app/lib/relative-time.ts";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Relative times are refreshed this often (ms). */
export const RELATIVE_TIME_REFRESH_MS = 5_000;

/** Under 7 days old: "5 minutes ago"; older: "Nov 21, 2026, 3:04 PM". */
export function workspaceTimeText(value: string, now: Date): string {
  return now.getTime() - new Date(value).getTime() < WEEK_MS ? formatRelative(value, now) : formatDateTime(value);
}

/** The current time, refreshed every `intervalMs` (for relative times). */
export function useNow(intervalMs = RELATIVE_TIME_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function WorkspaceTime({ value, now }: { value: string; now: Date }) {
  return (
    <time
      dateTime={value}
      title={formatDateTime(value)}
      suppressHydrationWarning
      className="whitespace-nowrap tabular-nums"
    >
      {workspaceTimeText(value, now)}
    </time>
  );
}
