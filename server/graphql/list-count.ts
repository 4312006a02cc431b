import type { ListCount } from "../../domain/list-count.ts";
import type { builder } from "./builder.ts";

/** The words of a list's capped count in the schema (ADR 048). */
export const COUNT_LIMIT_ARG =
  "Count the matching rows only up to this many (and at least past this page); `totalCountCapped` then says whether more match. Absent: an exact count, which costs a scan of every matching row.";

type Types = typeof builder.$inferSchemaTypes;

/** One page of a list as every list query answers it. */
export interface ListPageShape extends ListCount {
  page: number;
  pageSize: number;
}

/** The fields every list page type has beside its `nodes`: its count and where it is. */
export function listPageFields<Page extends ListPageShape>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Page>) {
  return {
    totalCount: t.int({
      description: "How many rows match; with `countLimit`, at most that many.",
      resolve: (page) => page.totalCount,
    }),
    totalCountCapped: t.boolean({
      description: "More rows match than `totalCount` says: the count stopped at `countLimit`.",
      resolve: (page) => page.totalCountCapped,
    }),
    page: t.int({ resolve: (page) => page.page }),
    pageSize: t.int({ resolve: (page) => page.pageSize }),
  };
}
