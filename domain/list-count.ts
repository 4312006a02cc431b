/**
 * The list screens count matching rows only this far (ADR 048): past it they say "of 1,000+"
 * rather than count tens of thousands of rows on every page.
 */
export const LIST_COUNT_LIMIT = 1000;
