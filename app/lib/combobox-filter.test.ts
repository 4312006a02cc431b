import { describe, expect, it } from "vitest";
import { filterComboboxOptions } from "./combobox-filter.ts";

const options = [
  { value: "c1", label: "Hartford Fire Insurance Company", description: "NAIC 19682" },
  { value: "c2", label: "Twin City Fire Insurance Company", description: "NAIC 29459" },
  { value: "amwins", label: "AmWINS Group", description: "Wholesale broker" },
];

describe("combobox filter", () => {
  it("needs at least 3 characters", () => {
    expect(filterComboboxOptions(options, "ha")).toEqual([]);
    expect(filterComboboxOptions(options, "har").map((o) => o.value)).toEqual(["c1"]);
  });

  it("matches label, value and description case-insensitively", () => {
    expect(filterComboboxOptions(options, "FIRE").map((o) => o.value)).toEqual(["c1", "c2"]);
    expect(filterComboboxOptions(options, "AMWI").map((o) => o.value)).toEqual(["amwins"]);
    expect(filterComboboxOptions(options, "29459").map((o) => o.value)).toEqual(["c2"]);
    expect(filterComboboxOptions(options, "wholesale").map((o) => o.value)).toEqual(["amwins"]);
  });

  it("shows at most 50 options, or what the form allows", () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({ value: `v${i}`, label: `Carrier ${i}` }));
    expect(filterComboboxOptions(many, "carrier")).toHaveLength(50);
    expect(filterComboboxOptions(many, "carrier", { maxOptions: 1000 })).toHaveLength(1000);
  });
});
