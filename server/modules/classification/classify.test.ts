import { describe, expect, it } from "vitest";
import { classifyBusiness, NO_ACTIVITY_MESSAGE } from "./classify.ts";

const codes = (text: string) => classifyBusiness(text).candidates.map((c) => c.code);
const first = (text: string) => codes(text)[0];

describe("classifyBusiness (NAICS 2022)", () => {
  it("puts a holding company in 551 and an operator of the same restaurants in 7225", () => {
    const holding = classifyBusiness("A holding company that owns three restaurants");
    expect(holding.candidates[0]).toMatchObject({ code: "551112", title: "Offices of Other Holding Companies" });
    expect(holding.candidates[0]!.reasons.join(" ")).toContain("Holding company vs operator");
    expect(first("We own and operate three sit-down restaurants")).toBe("722511");
    expect(first("A bank holding company that owns a community bank")).toBe("551111");
  });

  it("tells the manufacturer, the wholesaler and the retailer of the same goods apart", () => {
    expect(first("We manufacture upholstered sofas in our factory")).toBe("337121");
    expect(first("We distribute furniture to retailers")).toBe("423210");
    expect(first("Furniture store selling sofas and tables to the public")).toBe("449110");
    const wholesale = classifyBusiness("We distribute furniture to retailers").candidates[0]!;
    expect(wholesale.reasons.join(" ")).toContain("Manufacturer, wholesaler or retailer");
  });

  it("classifies contractor trades and residential vs commercial general contractors", () => {
    expect(first("We install and repair residential roofs")).toBe("238160");
    expect(first("Licensed plumbing contractor")).toBe("238220");
    expect(first("Electrical contractor")).toBe("238210");
    expect(first("HVAC installation and repair")).toBe("238220");
    expect(first("Framing contractor")).toBe("238130");
    expect(first("Drywall hanging and finishing")).toBe("238310");
    expect(first("Excavation and site grading")).toBe("238910");
    expect(first("General contractor for commercial office buildings")).toBe("236220");
    expect(codes("Kitchen and bathroom remodeling for homeowners")).toContain("236118");
  });

  it("classifies an app by the activity it arranges, not as software", () => {
    const delivery = classifyBusiness("A food delivery app connecting diners with local restaurants");
    expect(delivery.candidates.map((c) => c.code)).toContain("492210");
    expect(delivery.rules.map((r) => r.rule)).toContain("App or platform business");
    expect(first("Ride sharing app")).toBe("485310");
    expect(first("A pet-sitting marketplace connecting pet owners with sitters")).toBe("812910");
    expect(codes("A food delivery app connecting diners with local restaurants")).not.toContain("513210");
  });

  it("cites the official index entries, the description passage and the matched words", () => {
    const top = classifyBusiness("Licensed plumbing contractor").candidates[0]!;
    expect(top.entries.map((e) => e.text)).toContain("Plumbing contractors");
    expect(top.passage).toMatch(/plumbing/i);
    expect(top.matchedWords).toContain("plumbing");
  });

  it("weighs the primary activity of a mixed business", () => {
    expect(first("Mostly a full-service restaurant; we also sell a few bottles of wine to go")).toBe("722511");
  });

  it("gives no code for a description with no business activity", () => {
    for (const text of ["hello", "we are great people", "", "   "]) {
      const result = classifyBusiness(text);
      expect(result.found).toBe(false);
      expect(result.candidates).toEqual([]);
      expect(result.message).toBe(NO_ACTIVITY_MESSAGE);
    }
  });
});

describe("classifyBusiness on descriptions written the way owners talk (issue 28)", () => {
  it("reads a negation: what the business says it does not own or do pushes away from that industry", () => {
    const broker = classifyBusiness("we don't own trucks, we book carriers for shippers");
    expect(broker.candidates[0]!.code).toBe("488510");
    expect(broker.candidates.map((c) => c.code).filter((code) => code.startsWith("484"))).toEqual([]);
    expect(broker.rules.map((r) => r.rule)).toContain("Arranges transport, does not carry");
    // the same words affirmed are a trucking company
    expect(first("We own 20 trucks and haul freight for shippers across the country")).toMatch(/^484/);
    // "we don't grow anything": farming is set back, the packing house comes up
    const packer = classifyBusiness(
      "We don't grow anything ourselves, we just pack fruit for the growers around here.",
    );
    expect(packer.candidates.map((c) => c.code)).toContain("115114");
    expect(packer.candidates.every((c) => !/^11[12]/.test(c.code))).toBe(true);
    expect(packer.rules.map((r) => r.rule)).toContain("What the business does not do");
  });

  it("reads the index's exclusions against what the owner says: 'we don't sell new phones' is the repair shop without retailing", () => {
    const repair = classifyBusiness("We fix cracked phone screens and batteries. We don't sell new phones.");
    expect(repair.candidates[0]!.code).toBe("811210");
    expect(repair.candidates[0]!.entries.map((e) => e.text).join(" ")).toMatch(/without retailing/);
  });

  it("finds the industry from its description's own activity sentence and from plain words for the index's", () => {
    const manager = classifyBusiness("we look after 150 rental houses for out-of-town owners");
    expect(manager.candidates[0]!.code).toBe("531311");
    expect(manager.rules.map((r) => r.rule)).toContain("Lessor or property manager");
    expect(first("We own the building and rent out the apartments")).toBe("531110");
    expect(first("collision repair shop")).toBe("811121");
    const offices = classifyBusiness("We manage a few office buildings and two shopping centers for the owners.");
    expect(offices.candidates[0]!.code).toBe("531312");
  });

  it("reads a misspelled trade and a name written as one word", () => {
    expect(first("plumming and heating for new homes")).toBe("238220");
    expect(codes("Bookstore, new and used books.")).toContain("459210");
  });

  it("weighs the opening name of the business over the items it lists", () => {
    expect(first("Dance studio for kids: ballet, tap, jazz.")).toBe("611610");
  });

  it("puts an agency selling insurance for carriers in 524210, not among the carriers", () => {
    expect(first("We sell insurance for several carriers")).toBe("524210");
    expect(first("We sell home and auto insurance")).toBe("524210");
  });

  it("sets back an industry that builds the thing when the owner only uses it", () => {
    // "Tugboat building" needs building; a tug company that pushes barges builds nothing
    expect(first("tugboats pushing barges on the river")).toBe("483211");
  });
});
