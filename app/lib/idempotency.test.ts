import { describe, expect, it } from "vitest";
import { newIdempotencyKey } from "./idempotency.ts";

describe("newIdempotencyKey", () => {
  it("is 32 hex digits, and thousands in a row (across refills of the pool) are all different", () => {
    const keys = Array.from({ length: 5000 }, () => newIdempotencyKey());
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
    // every hex digit appears in every position over that many keys: the bytes are not reused or fixed
    for (let position = 0; position < 32; position++) expect(new Set(keys.map((key) => key[position])).size).toBe(16);
  });
});
