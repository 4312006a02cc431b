import { describe, expect, it } from "vitest";
import { sicFor } from "./sic.ts";

describe("sicFor (Census 1987 SIC to 2002 NAICS correspondence)", () => {
  it("gives the SIC industries the correspondence maps to a NAICS 2022 code", () => {
    expect(sicFor("238160")).toEqual([{ code: "1761", title: "Roofing, Siding, and Sheet Metal Work" }]);
    expect(sicFor("551112")).toEqual([{ code: "6719", title: "Offices of Holding Companies, NEC" }]);
    expect(sicFor("111140")).toEqual([{ code: "0111", title: "Wheat" }]);
    expect(sicFor("561730").map((s) => s.code)).toEqual(["0782", "0783"]);
  });

  it("gives none for a code that changed after 2002 or was reused for another industry", () => {
    expect(sicFor("722511")).toEqual([]);
    expect(sicFor("516110")).toEqual([]);
    expect(sicFor("999999")).toEqual([]);
  });
});
