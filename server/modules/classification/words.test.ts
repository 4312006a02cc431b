import { describe, expect, it } from "vitest";
import { wordWeights } from "./hard-cases.ts";
import { everyday, splitNegation, stem } from "./words.ts";

describe("owner-talk words", () => {
  it("splits what a sentence negates from what it affirms", () => {
    const [affirmed, negated] = splitNegation("we don't own trucks, we book carriers for shippers");
    expect(negated).toMatch(/own trucks/);
    expect(negated).not.toMatch(/carriers/);
    expect(affirmed).toMatch(/book carriers/);
    const words = wordWeights("No trucks, no drivers. We find a carrier for each load.");
    expect([...words.negated]).toEqual(expect.arrayContaining([stem("trucks"), stem("drivers")]));
    expect(words.weights.has(stem("trucks"))).toBe(false);
    expect(words.weights.has(stem("carrier"))).toBe(true);
  });

  it("adds the reference's words for everyday ones, apart and at a lower weight", () => {
    expect(everyday("We fix cars after wrecks")[1]).toMatch(/repair/);
    expect(everyday("We fix cars after wrecks")[1]).toMatch(/automotive body/);
    expect(everyday("we look after rental houses")[1]).toMatch(/managing/);
    const { weights } = wordWeights("we look after rental houses");
    expect(weights.get(stem("managing"))).toBeLessThan(weights.get(stem("rental"))!);
    // hyphened idioms say nothing of the activity
    expect(wordWeights("houses for out-of-town owners").weights.has(stem("town"))).toBe(false);
  });

  it("sets the customers, the suppliers and what follows 'with' apart from the business's own activity", () => {
    const { weights } = wordWeights("We buy fish off the boats and sell it to local restaurants and grocery stores.");
    expect(weights.has(stem("boats"))).toBe(false);
    expect(weights.has(stem("restaurants"))).toBe(false);
    expect(weights.has(stem("fish"))).toBe(true);
    const steakhouse = wordWeights("Steakhouse with waiters and a full bar").weights;
    expect(steakhouse.get(stem("bar"))).toBeLessThan(steakhouse.get(stem("steakhouse"))!);
  });

  it("keeps a word whose -ed is its own letters ('shred', 'breed') whole", () => {
    expect(stem("shred")).toBe(stem("shredding"));
    expect(stem("breed")).toBe(stem("breeding"));
  });

  it("weighs whom or what the work is for below the work itself", () => {
    const words = wordWeights("we do structural engineering for houses and small buildings");
    expect(words.weights.get(stem("buildings"))).toBeLessThan(1);
    expect(words.weights.get(stem("engineering"))).toBeGreaterThan(words.weights.get(stem("buildings"))!);
  });

  it("keeps a bare opening name above the shares said after it", () => {
    const words = wordWeights("architect, mostly schools and churches");
    expect(words.weights.get(stem("architect"))).toBeGreaterThan(words.weights.get(stem("churches"))!);
    expect(words.head.has(stem("architect"))).toBe(true);
  });

  it("reads plain words for things the reference names otherwise", () => {
    expect(everyday("we rebuild transmissions")[1]).toMatch(/repair/);
    expect(everyday("we rent out kayaks")[1]).toMatch(/boat/);
    expect(everyday("we sell hot dogs from a cart")[1]).toMatch(/mobile food/);
    expect(everyday("thrift store, donated clothes")[1]).toMatch(/used/);
    expect(everyday("we rent forklifts to warehouses")[1]).toMatch(/rental/);
    expect(everyday("sports bar, wings and beer")[1]).toMatch(/drinking places/);
    expect(everyday("staffing agency for warehouses")[1]).toMatch(/temporary help/);
    expect(everyday("we do the books and taxes for churches")[1]).toMatch(/bookkeeping tax preparation/);
    expect(everyday("we grow microgreens in a warehouse")[1]).toMatch(/grown under cover/);
    expect(everyday("we sell wedding dresses and rent tuxes")[1]).toMatch(/bridal gown/);
  });

  it("starts a new clause at ', we also …', so a side line does not shade the main one", () => {
    const words = wordWeights("we run a ski and snowboard shop, we also rent skis");
    expect(words.weights.get(stem("snowboard"))).toBe(1);
    expect(words.weights.get(stem("rent"))).toBeLessThan(1);
  });
});
