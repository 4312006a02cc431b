import { describe, expect, it } from "vitest";
import { latestSearchParams } from "#app/lib/latest-search-params.ts";
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

describe("latestSearchParams", () => {
  const current = new URLSearchParams("group=status");
  const idle = { state: "idle" };
  it("builds on the current query when nothing is loading", () => {
    expect(latestSearchParams({ navigation: idle }, "/app/workspaces", current).toString()).toBe("group=status");
  });
  it("builds on a same-page change still loading (Reset view, then a search typed at once)", () => {
    const loading = { state: "loading", location: { pathname: "/app/workspaces", search: "" } };
    expect(latestSearchParams({ navigation: loading }, "/app/workspaces", current).toString()).toBe("");
  });
  it("builds on a change that finished before React rendered it (a filter cleared, then another chosen)", () => {
    const routerState = { navigation: idle, location: { pathname: "/app/workspaces", search: "?user=u1" } };
    const render = new URLSearchParams("user=u1&preset=p1"); // what the last render saw
    expect(latestSearchParams(routerState, "/app/workspaces", render).toString()).toBe("user=u1");
  });
  it("ignores a navigation to another page", () => {
    const leaving = { state: "loading", location: { pathname: "/app/accounts", search: "?q=x" } };
    const routerState = { navigation: leaving, location: { pathname: "/app/accounts", search: "?q=x" } };
    expect(latestSearchParams(routerState, "/app/workspaces", current).toString()).toBe("group=status");
  });
  it("returns a copy the caller may change", () => {
    latestSearchParams({ navigation: idle }, "/app/workspaces", current).set("q", "x");
    expect(current.toString()).toBe("group=status");
  });
});
