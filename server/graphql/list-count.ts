/** The words of a list's capped count in the schema (ADR 048). */
export const COUNT_LIMIT_ARG =
  "Count the matching rows only up to this many (and at least past this page); `totalCountCapped` then says whether more match. Absent: an exact count, which costs a scan of every matching row.";
export const TOTAL_COUNT_DESCRIPTION = "How many rows match; with `countLimit`, at most that many.";
export const TOTAL_COUNT_CAPPED_DESCRIPTION =
  "More rows match than `totalCount` says: the count stopped at `countLimit`.";
