import { describe, expect, it } from "vitest";
import { searchMayApply } from "./search-input.tsx";

describe("searchMayApply", () => {
  it("applies when nothing else is loading", () => {
    expect(searchMayApply({ state: "idle" }, "/app/accounts")).toBe(true);
  });
  it("applies while an earlier search of the same list loads", () => {
    expect(searchMayApply({ state: "loading", location: { pathname: "/app/accounts" } }, "/app/accounts")).toBe(true);
  });
  it("gives way to a link the user clicked to another page", () => {
    expect(searchMayApply({ state: "loading", location: { pathname: "/app/accounts/a1" } }, "/app/accounts")).toBe(
      false,
    );
    expect(searchMayApply({ state: "submitting", location: { pathname: "/app/policies" } }, "/app/accounts")).toBe(
      false,
    );
  });
});
