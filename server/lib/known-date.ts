/**
 * A stored date the product can show and compare, or null when the row holds one it cannot
 * (PostgreSQL's `infinity`/`-infinity`, or a year JavaScript dates do not reach): one tenant's bad
 * row is shown as unknown, never as an error on its pages or a job that stops for everyone.
 */
export function knownDate(value: Date | null | undefined): Date | null {
  return value instanceof Date && Number.isFinite(value.getTime()) ? value : null;
}
