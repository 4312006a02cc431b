import fs from "node:fs";

/**
 * One row of the attack table (scripts/probes/attack-table.ts): what was tried, how many were
 * refused (the product held), how many leaked (data crossed, a script ran, a request reached a
 * local service, a write was lost) and how many crashed (a 5xx, no answer, a dead process).
 */
export interface AttackRow {
  row: string;
  tried: number;
  refused: number;
  leaked: number;
  crashed: number;
  /** What the counts mean for this row, and anything measured beside them. */
  note: string;
}

/** Records a row: appended as a JSON line to the file PROBE_ROWS names (the table's runner), and printed. */
export function recordRow(row: AttackRow): void {
  const line = JSON.stringify(row);
  console.info(`attack-row ${line}`);
  if (process.env.PROBE_ROWS) fs.appendFileSync(process.env.PROBE_ROWS, `${line}\n`);
}
