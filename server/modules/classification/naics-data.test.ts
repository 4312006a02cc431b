import { describe, expect, it } from "vitest";
import { stem } from "./words.ts";
import { doesNotSentences, engagedIn, knownAs, naicsReference, prepareEntry } from "./naics-data.ts";

describe("NAICS 2022 reference (Census index, descriptions and their cross-references)", () => {
  it("reads an index entry's 'without …' tail and '(i.e., not …)' aside as exclusions, not required words", () => {
    const repair = prepareEntry(
      "811210",
      "index",
      "Cellular telephone repair and maintenance services without retailing new cellular telephones",
    );
    expect(repair.words).not.toContain("retail");
    expect(repair.except).toContain("retail");
    const cafe = prepareEntry("561439", "index", "Internet cafes (i.e., not serving food and beverages)");
    expect(cafe.optional).not.toContain("food");
    expect(cafe.except).toContain("food");
    // the word the entry needs is never its own exclusion
    expect(prepareEntry("713210", "index", "Casinos (except casino hotels)").except).toEqual(["hotel"]);
  });

  it("reads each description's activity, the names its establishments are known as and what they do not do", () => {
    const ref = naicsReference();
    const freight = ref.descriptions.get("488510")!;
    expect(engagedIn(freight)).toBe("arranging transportation of freight between shippers and carriers");
    expect(knownAs(freight)).toEqual(["freight forwarders", "marine shipping agents", "customs brokers"]);
    expect(doesNotSentences(freight).join(" ")).toMatch(/directly provide shipping services/);
    expect([...ref.doesNot.get("488510")!]).toContain(stem("shipping"));
    expect(engagedIn(ref.descriptions.get("531311")!)).toBe("managing residential real estate for others");
    const entries = ref.entries.filter((e) => e.code === "488510");
    expect(entries.some((e) => e.kind === "description" && e.words.includes(stem("carriers")))).toBe(true);
    expect(entries.some((e) => e.kind === "known-as" && e.text === "customs brokers")).toBe(true);
  });

  it("scores a description against each industry's whole text (index, description, examples)", () => {
    const ref = naicsReference();
    const words = new Map(["managing", "residential", "real", "estate", "others"].map((w) => [stem(w), 1]));
    expect(ref.industryScore("531311", words)).toBeGreaterThan(ref.industryScore("531110", words));
    expect(ref.industryScore("531311", words)).toBeGreaterThan(ref.industryScore("531312", words));
    expect(ref.industryScore("531311", new Map([["zzzz", 1]]))).toBe(0);
  });
});
