/** "Your day" on Home (docs/product/home-and-presets.md): the windows and how many rows each list shows. */
export const EXPIRING_WINDOWS = [30, 60, 90] as const;
export type ExpiringWindow = (typeof EXPIRING_WINDOWS)[number];
export const DEFAULT_EXPIRING_WINDOW: ExpiringWindow = 30;
export const USER_DAY_ROWS = 10;

/** The window a search parameter asks for (`?expiring=60`), else 30 days. */
export function expiringWindowOf(value: string | number | null | undefined): ExpiringWindow {
  const days = Number(value);
  return (EXPIRING_WINDOWS as readonly number[]).includes(days) ? (days as ExpiringWindow) : DEFAULT_EXPIRING_WINDOW;
}
