/** US formats (UI.md): money $1,234.56, dates "Nov 21, 2026", times "3:04 PM". */
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function formatDate(value: Date | string): string {
  return dateFormat.format(toDate(value));
}

const calendarDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar date kept at UTC midnight (due dates): shown in UTC so it never shifts a day. */
export function formatCalendarDate(value: Date | string): string {
  return calendarDateFormat.format(toDate(value));
}

export function formatTime(value: Date | string): string {
  return timeFormat.format(toDate(value));
}

export function formatDateTime(value: Date | string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

export function formatMoney(amount: string | number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits,
  }).format(typeof amount === "string" ? Number(amount) : amount);
}

const exactMoneyFormat = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money with cents always shown ("$7,639.00"): invoice columns stay aligned. */
export function formatMoneyExact(amount: string | number): string {
  return exactMoneyFormat.format(typeof amount === "string" ? Number(amount) : amount);
}
