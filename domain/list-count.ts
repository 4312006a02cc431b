/**
 * The list screens count matching rows only this far (ADR 048): past it they say "of 1,000+"
 * rather than count tens of thousands of rows on every page.
 */
export const LIST_COUNT_LIMIT = 1000;

/**
 * How many rows a list counted. Without a limit a list counts every matching row; with one it
 * counts only up to it (and at least past the page shown), and says when there are more.
 */
export interface ListCount {
  totalCount: number;
  /** More rows match than `totalCount` says: the count stopped there. */
  totalCountCapped: boolean;
}
