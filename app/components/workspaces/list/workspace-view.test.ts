import { describe, expect, it } from "vitest";
import { dateGroupOf, groupRows, type WorkspaceRow } from "./workspace-groups.ts";
import { effectiveSort, urlHasView, viewFromSearchParams, viewToParams, withView } from "./workspace-view.ts";

const USER = "0b6f1c2e-1111-4a4a-8b8b-123456789abc";

describe("the workspaces list view in the URL", () => {
  it("reads known values, drops unknown ones and defaults to newest first", () => {
    const view = viewFromSearchParams(
      new URLSearchParams(`status=working&user=${USER}&date=today&preset=DocumentExploration&group=Status&sort=client`),
    );
    expect(view).toEqual({
      status: "WORKING",
      user: USER,
      date: "TODAY",
      preset: "DocumentExploration",
      group: "status",
      sort: "CLIENT",
    });
    expect(viewFromSearchParams(new URLSearchParams("status=DONE&user=1&preset=x&group=owner&sort=size"))).toEqual({
      status: null,
      user: null,
      date: null,
      preset: null,
      group: null,
      sort: "DATE",
    });
  });

  it("writes only what differs from the default and keeps the search while resetting the page", () => {
    const view = viewFromSearchParams(new URLSearchParams("date=PAST_WEEK&group=user"));
    expect(viewToParams(view).toString()).toBe("date=PAST_WEEK&group=user");
    const next = withView(new URLSearchParams("q=kayak&page=3&status=IDLE"), view);
    expect(next.get("q")).toBe("kayak");
    expect(next.has("page")).toBe(false);
    expect(next.has("status")).toBe(false);
    expect(urlHasView(new URLSearchParams("q=kayak&page=2"))).toBe(false);
    expect(urlHasView(next)).toBe(true);
  });

  it("orders a grouped list by its group", () => {
    const view = viewFromSearchParams(new URLSearchParams("sort=CLIENT"));
    expect(effectiveSort(view)).toBe("CLIENT");
    expect(effectiveSort({ ...view, group: "status" })).toBe("STATUS");
    expect(effectiveSort({ ...view, group: "date" })).toBe("DATE");
  });
});

const row = (id: string, patch: Partial<WorkspaceRow> = {}): WorkspaceRow => ({
  id,
  title: id,
  state: "IDLE",
  preset: null,
  updatedAt: "2026-11-23T10:00:00.000Z",
  metadata: { clientName: null },
  agencyUser: null,
  integration: null,
  ...patch,
});

describe("grouping a page of workspaces", () => {
  const now = new Date(2026, 10, 23, 12, 0, 0);

  it("puts status groups in the order Created, Waiting for input, Working, Idle", () => {
    const groups = groupRows(
      [
        row("a", { state: "IDLE" }),
        row("b", { state: "WORKING" }),
        row("c", { state: "CREATED" }),
        row("d", { state: "WAITING_FOR_INPUT" }),
      ],
      "status",
      now,
    );
    expect(groups.map((group) => group.label)).toEqual(["Created", "Waiting for input", "Working", "Idle"]);
  });

  it("groups by user or integration, and names what is missing", () => {
    const groups = groupRows(
      [
        row("a", { agencyUser: { id: "u", name: "Priya Shah" } }),
        row("b", { integration: { type: "HUBSPOT" } }),
        row("c", { agencyUser: { id: "u", name: "Priya Shah" } }),
        row("d"),
      ],
      "user",
      now,
    );
    expect(groups.map((group) => [group.label, group.rows.map((r) => r.id)])).toEqual([
      ["Priya Shah", ["a", "c"]],
      ["HUBSPOT", ["b"]],
      ["No user", ["d"]],
    ]);
    expect(
      groupRows([row("x", { preset: "DocumentExploration" }), row("y")], "preset", now).map((g) => g.label),
    ).toEqual(["Explore a Policy", "No preset"]);
  });

  it("buckets dates into Today, Yesterday, Past week, Past month, Past year, Older", () => {
    const at = (days: number, hours = 0) =>
      new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000).toISOString();
    expect(dateGroupOf(at(0, 11), now)).toBe("Today");
    expect(dateGroupOf(at(0, 13), now)).toBe("Yesterday");
    expect(dateGroupOf(at(5), now)).toBe("Past week");
    expect(dateGroupOf(at(20), now)).toBe("Past month");
    expect(dateGroupOf(at(200), now)).toBe("Past year");
    expect(dateGroupOf(at(400), now)).toBe("Older");
    const groups = groupRows([row("old", { updatedAt: at(400) }), row("new", { updatedAt: at(0, 1) })], "date", now);
    expect(groups.map((group) => group.label)).toEqual(["Today", "Older"]);
  });
});
