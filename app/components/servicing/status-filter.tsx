import type { StatusFilter } from "#domain/service-request.ts";
import { FilterLinks } from "#app/components/filter-links.tsx";

const OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: "OPEN", label: "Open" },
  { value: "CLOSED", label: "Closed" },
  { value: "ALL", label: "All" },
];

/** Open / Closed / All as links (URL-held, works without JavaScript); changing it starts at page 1. */
export function StatusFilterLinks({ value }: { value: StatusFilter }) {
  return <FilterLinks label="Status" param="status" options={OPTIONS} value={value} defaultValue="OPEN" />;
}
