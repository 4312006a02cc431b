export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  align?: "left" | "right";
}

/** A plain-text table with aligned columns. */
export function formatTable<Row>(columns: Column<Row>[], rows: Row[]): string {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((line) => line[i]!.length)));
  const pad = (text: string, i: number) =>
    columns[i]!.align === "right" ? text.padStart(widths[i]!) : text.padEnd(widths[i]!);
  const line = (values: string[]) => values.map(pad).join("  ").trimEnd();
  return [
    line(columns.map((column) => column.header)),
    widths.map((width) => "-".repeat(width)).join("  "),
    ...cells.map(line),
  ].join("\n");
}
