/**
 * The verdict words of Cara's findings (ADR 040): a findings table's cell may start with one
 * ("Not met: $500,000"), and the conversation and the findings document colour them alike.
 */
export const FINDING_STATUSES = [
  "Met",
  "Not met",
  "Not found",
  "Partly met",
  "Red",
  "Amber",
  "Green",
  "Differs",
  "Same",
  "Only in one",
] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

/** Each verdict's tone: good, bad, caution, or neutral. */
export const FINDING_TONES: Record<FindingStatus, "good" | "bad" | "caution" | "neutral"> = {
  Met: "good",
  Green: "good",
  Same: "neutral",
  "Not met": "bad",
  Red: "bad",
  "Partly met": "caution",
  Amber: "caution",
  Differs: "caution",
  "Only in one": "caution",
  "Not found": "neutral",
};

/** The verdict a cell starts with ("Not met: …" or exactly "Met"), longest words first. */
export function leadingStatus(cell: string): { status: FindingStatus; rest: string } | null {
  const text = cell.trim();
  for (const status of [...FINDING_STATUSES].sort((a, b) => b.length - a.length)) {
    if (text === status) return { status, rest: "" };
    if (text.startsWith(`${status}:`)) return { status, rest: text.slice(status.length + 1).trim() };
  }
  return null;
}
