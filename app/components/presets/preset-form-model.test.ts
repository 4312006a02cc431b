import { describe, expect, it } from "vitest";
import { PRESETS, PRESET_CAPABILITIES, PRESET_CAPABILITY_LABELS, PRESET_DESCRIPTIONS } from "#domain/workspace.ts";
import { visiblePresets } from "#domain/preferences.ts";
import {
  choicesOf,
  conditionalFields,
  defaultCertificateType,
  fileSlotsOf,
  parsePresetOptions,
  presetOptionsOf,
  type FormValues,
} from "./preset-form-model.ts";

/** A form's values as FormData gives them (several values per name). */
function values(entries: Array<[string, string]>): FormValues {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("preset cards", () => {
  it("give every built-in preset a one-sentence description and capability labels from the spec's list", () => {
    for (const preset of PRESETS) {
      expect(PRESET_DESCRIPTIONS[preset]).toMatch(/^[A-Z][^.]+\.$/);
      expect(PRESET_CAPABILITIES[preset].length).toBeGreaterThan(0);
      for (const label of PRESET_CAPABILITIES[preset]) expect(PRESET_CAPABILITY_LABELS).toContain(label);
    }
    expect(PRESET_CAPABILITIES.GenerateTemplate).toEqual([
      "Search File",
      "Search Knowledge Graph",
      "Generate Document",
    ]);
  });

  it("show the favourites when any are set, in the product's order, and every preset when none are", () => {
    expect(visiblePresets(["GenerateTemplate", "CertificateReview", "NotAPreset"])).toEqual([
      "CertificateReview",
      "GenerateTemplate",
    ]);
    expect(visiblePresets([])).toEqual([...PRESETS]);
    expect(visiblePresets(undefined)).toEqual([...PRESETS]);
    expect(visiblePresets(["NotAPreset"])).toEqual([...PRESETS]);
  });
});

describe("preset forms", () => {
  it("name their file slots with the spec's role tags", () => {
    expect(fileSlotsOf("CertificateReview").map((slot) => slot.tag)).toEqual(["[Certificate]", "[Contract]"]);
    expect(fileSlotsOf("CoverageComparison").map((slot) => slot.tag)).toEqual(["[Option 1]", "[Option 2]"]);
    expect(fileSlotsOf("ContractReview")).toEqual([
      { name: "slot0", tag: "[Contract]", label: "Contract", optional: false },
      { name: "slot1", tag: "[Quote or Policy]", label: "Quote or Policy", optional: true },
    ]);
    expect(fileSlotsOf("GenerateCertificateOfLiabilityInsurance").map((slot) => slot.tag)).toEqual([
      "[Binder or Policy]",
    ]);
    expect(fileSlotsOf("GenerateTemplate").map((slot) => slot.tag)).toEqual(["[Input Document]"]);
    expect(fileSlotsOf("UnderwritingAnalysis").map((slot) => slot.tag)).toEqual(["[Input]"]);
    expect(fileSlotsOf("DocumentExploration").map((slot) => slot.tag)).toEqual(["[Policy]"]);
    expect(fileSlotsOf("CommercialClassification")).toEqual([]);
  });

  it("always send Business Operations with the lines checked", () => {
    expect(presetOptionsOf("UnderwritingAnalysis", values([]))).toEqual({ lines: ["BUSINESS_OPERATIONS"] });
    expect(
      presetOptionsOf(
        "UnderwritingAnalysis",
        values([
          ["lines", "AUTO"],
          ["lines", "WORKERS_COMPENSATION"],
          ["lines", "BOATS"],
        ]),
      ),
    ).toEqual({ lines: ["BUSINESS_OPERATIONS", "WORKERS_COMPENSATION", "AUTO"] });
  });

  it("classify with NAICS unless SIC or GL is chosen", () => {
    expect(presetOptionsOf("CommercialClassification", values([]))).toEqual({ classificationSystem: "NAICS" });
    expect(presetOptionsOf("CommercialClassification", values([["classificationSystem", "GL"]]))).toEqual({
      classificationSystem: "GL",
    });
  });

  it("explore a policy in the mode chosen, Ask by default and for a mode it does not know", () => {
    expect(presetOptionsOf("DocumentExploration", values([]))).toEqual({ explorationMode: "ASK" });
    expect(presetOptionsOf("DocumentExploration", values([["explorationMode", "GAPS"]]))).toEqual({
      explorationMode: "GAPS",
    });
    expect(presetOptionsOf("DocumentExploration", values([["explorationMode", "EVERYTHING"]]))).toEqual({
      explorationMode: "ASK",
    });
  });

  it("ask a certificate holder only for ACORD 24 and 25, an additional interest only for 27 and 28", () => {
    expect(conditionalFields("ACORD 25")).toEqual({ certificateHolder: true, additionalInterest: false });
    expect(conditionalFields("ACORD 24")).toEqual({ certificateHolder: true, additionalInterest: false });
    expect(conditionalFields("ACORD 27")).toEqual({ certificateHolder: false, additionalInterest: true });
    expect(conditionalFields("ACORD 28")).toEqual({ certificateHolder: false, additionalInterest: true });
    expect(conditionalFields("ACORD 125")).toEqual({ certificateHolder: false, additionalInterest: false });
    const typed: Array<[string, string]> = [
      ["certificateHolder", "  City of Portland, 389 Congress St  "],
      ["additionalInterest", "First Bank, ISAOA"],
    ];
    expect(presetOptionsOf("GenerateTemplate", values([["template", "ACORD 25"], ...typed]))).toEqual({
      template: "ACORD 25",
      certificateHolder: "City of Portland, 389 Congress St",
    });
    expect(presetOptionsOf("GenerateTemplate", values([["template", "ACORD 28"], ...typed]))).toEqual({
      template: "ACORD 28",
      additionalInterest: "First Bank, ISAOA",
    });
    expect(presetOptionsOf("GenerateTemplate", values([["template", "ACORD 125"], ...typed]))).toEqual({
      template: "ACORD 125",
    });
    expect(presetOptionsOf("GenerateTemplate", values([]))).toBeNull();
  });

  it("start liability certificates on ACORD 25 and evidence of property on ACORD 27", () => {
    expect(defaultCertificateType("GenerateCertificateOfLiabilityInsurance")).toBe("ACORD 25");
    expect(defaultCertificateType("GenerateEvidenceOfPropertyInsurance")).toBe("ACORD 27");
    expect(presetOptionsOf("GenerateEvidenceOfPropertyInsurance", values([]))).toEqual({ certificateType: "ACORD 27" });
    expect(
      presetOptionsOf("GenerateCertificateOfLiabilityInsurance", values([["certificateHolder", "Acme Landlord LLC"]])),
    ).toEqual({ certificateType: "ACORD 25", certificateHolder: "Acme Landlord LLC" });
  });

  it("are checked by the server's schema, errors named by field", () => {
    expect(parsePresetOptions("GenerateTemplate", values([["template", "ACORD 99"]]))).toEqual({
      options: null,
      fieldErrors: { template: ["Choose a template from the list"] },
    });
    expect(parsePresetOptions("CoverageComparison", values([]))).toEqual({ options: null, fieldErrors: {} });
    expect(parsePresetOptions("DocumentExploration", values([]))).toEqual({
      options: { explorationMode: "ASK" },
      fieldErrors: {},
    });
    expect(choicesOf("CoverageComparison")).toBeNull();
  });
});
