import { describe, expect, it } from "vitest";
import { brokerQuoteDocument } from "../../../../../scripts/analysis-docs/quotes/broker-layouts.ts";
import { quotePairs } from "../../../../../scripts/analysis-docs/quotes/corpus.ts";
import { quoteDocument } from "../../../../../scripts/analysis-docs/quotes/layouts.ts";
import { quoteSpec } from "../../../../../scripts/analysis-docs/quotes/spec.ts";
import { pageText, type GenDoc } from "../../../../../scripts/insurance-docs/model.ts";
import { Rng } from "../../../../../scripts/insurance-docs/random.ts";
import { readCoverageLines } from "../../../../modules/documents/reading/coverage-lines.ts";
import { CitationBook } from "../../../../assistant/citations.ts";
import { compareCoverage } from "../../../../assistant/tools/compare-coverage.ts";
import { toolEntry } from "../../../../assistant/toolset.ts";
import type { RunContext } from "../../../tool-contract.ts";
import { readTurn, type ToolOutcome, type Turn } from "../../conversation.ts";
import { planNext } from "../../planner.ts";
import { planCoverageComparison } from "./coverage-comparison.ts";
import { planQuoteProposal } from "./quote-proposal.ts";

/**
 * Coverage Comparison's planning on turns as the offline engine reads them: the two options
 * compared by COMPARE_COVERAGE (generated quotes, read by the product's reader, the answer
 * numbered by the toolset as a configured model gets it), the drafted document, the
 * answer; the warnings when the options are not for the same insured or line; a follow-up in a
 * compared workspace answered by the generic question path.
 */
const TOOLS = new Set(["SEARCH_FILE", "PEEK_FILE", "COMPARE_COVERAGE", "DRAFT_DOCUMENT"]);
const ONE = "[Option 1] harbor proposal.pdf";
const TWO = "[Option 2] summit quote.pdf";

const context = (preset = "CoverageComparison", files = [ONE, TWO]): RunContext => ({
  preset,
  account: null,
  files: files.map((name, i) => ({
    id: `f${i + 1}`,
    name,
    role: preset === "CoverageComparison" ? `[Option ${i + 1}]` : "[Quote or Policy]",
  })),
  serviceRequest: null,
  clientName: null,
});
const turn = (ask: string, outcomes: ToolOutcome[] = [], priorAnswers = 0, ctx = context()): Turn => ({
  system: "",
  context: ctx,
  ask,
  outcomes,
  tools: TOOLS,
  priorAnswers,
});

const readingOf = (fileName: string, doc: GenDoc) =>
  readCoverageLines(doc.pages.map((p, i) => ({ fileId: doc.id, fileName, page: i + 1, text: pageText(p) })));

/** COMPARE_COVERAGE's answer for two generated documents, as the toolset hands it to the run. */
function compared(one: GenDoc, two: GenDoc): ToolOutcome {
  const value = compareCoverage(
    { fileName: ONE, coverage: readingOf(ONE, one) },
    { fileName: TWO, coverage: readingOf(TWO, two) },
  );
  return {
    toolName: "COMPARE_COVERAGE",
    input: { fileNames: [ONE, TWO] },
    ok: true,
    output: toolEntry("COMPARE_COVERAGE")!.answer!(value, new CitationBook()),
  };
}
const drafted: ToolOutcome = { toolName: "DRAFT_DOCUMENT", input: {}, ok: true, output: { artifactId: "a1" } };
const callsOf = (step: ReturnType<typeof planNext> | null) => (step?.kind === "tools" ? step.calls : []);
const textOf = (step: ReturnType<typeof planNext> | null) => (step?.kind === "answer" ? step.text : "");

// a general liability quote from a broker for one insured; a property quote for another
const glSpec = quoteSpec(new Rng(3), ["gl"], true);
const propertySpec = quoteSpec(new Rng(11), ["property"], false);
const broker = brokerQuoteDocument(glSpec, "broker-letter", "broker-gl");
const property = quoteDocument(propertySpec, "letter", "A", { id: "property", split: "dev", scanned: false });

describe("a follow-up in a compared workspace", () => {
  for (const ask of ["What is the deductible on option 2?", "Which one has the lower premium?"])
    it(`answers "${ask}" from the files with SEARCH_FILE, without re-reading the options`, () => {
      const followUp = turn(ask, [], 1);
      expect(planCoverageComparison(followUp)).toBeNull();
      expect(callsOf(planNext(followUp))).toEqual([
        { toolName: "SEARCH_FILE", input: { queries: [ask.slice(0, -1)] } },
      ]);
    });

  for (const ask of ["Compare them again", "Please re-run the comparison", "What are the differences?"])
    it(`runs the comparison again on "${ask}"`, () => {
      expect(callsOf(planCoverageComparison(turn(ask, [], 1)))).toEqual([
        { toolName: "COMPARE_COVERAGE", input: { fileNames: [ONE, TWO] } },
      ]);
    });

  it("runs the comparison on the first message, empty or a question", () => {
    for (const ask of ["", "Which option is better?"])
      expect(callsOf(planCoverageComparison(turn(ask))).map((c) => c.toolName)).toEqual(["COMPARE_COVERAGE"]);
  });

  it("counts Cara's earlier answers from the prompt", () => {
    const t = readTurn({
      prompt: [
        { role: "system", content: "" },
        { role: "user", content: [{ type: "text", text: "" }] },
        { role: "assistant", content: [{ type: "text", text: "I compared option 1 with option 2." }] },
        { role: "user", content: [{ type: "text", text: "Which one has the lower premium?" }] },
      ],
    } as unknown as Parameters<typeof readTurn>[0]);
    expect(t.priorAnswers).toBe(1);
    expect(readTurn({ prompt: [{ role: "user", content: [{ type: "text", text: "" }] }] } as never).priorAnswers).toBe(
      0,
    );
  });

  it("answers a follow-up in a proposal workspace the same way; 'draft it again' redrafts", () => {
    const ctx = context("GenerateQuoteProposal");
    expect(planQuoteProposal(turn("What is the policy fee on the quote?", [], 1, ctx))).toBeNull();
    expect(callsOf(planQuoteProposal(turn("Draft the proposal again", [], 1, ctx))).map((c) => c.toolName)).toEqual([
      "PEEK_FILE",
      "PEEK_FILE",
    ]);
  });
});

describe("the comparison of two options", () => {
  const read = [compared(broker, property)];

  it("warns in the document and the summary that the options are for different insureds and lines of business", () => {
    const draft = callsOf(planCoverageComparison(turn("", read)))[0]!;
    expect(draft.toolName).toBe("DRAFT_DOCUMENT");
    const html = (draft.input as { html: string }).html;
    expect(html).toContain("Check before relying on this comparison");
    expect(html).toContain(`option 1 names &quot;${glSpec.insured}&quot; (${ONE}, p. 1)`);
    expect(html).toContain(`option 2 names &quot;${propertySpec.insured}&quot; (${TWO}, p. 1)`);
    expect(html).toContain("The options quote different lines of business: option 1 General liability");
    const text = textOf(planCoverageComparison(turn("", [...read, drafted])));
    expect(text).toMatch(
      /^\*\*Check first:\*\* The options are for different named insureds: option 1 names "[^"]+" \[\d+\]/,
    );
    expect(text).toContain("**Check first:** The options quote different lines of business");
    expect(text).toMatch(/option 2 Property \[\d+\]/);
  });

  it("shows the carrier, the number and the totals of a broker's proposal as the documents print them", () => {
    const text = textOf(planCoverageComparison(turn("", [...read, drafted])));
    const truth = (key: string) => broker.truth.values[key]![0]!.value;
    expect(text).toMatch(new RegExp(`\\| Carrier \\| \\*\\*${truth("carrier")}\\*\\* \\[\\d+\\]`));
    expect(text).toContain(`| Quote / policy number | **${truth("number")}** [`);
    expect(text).toContain(`| Total premium | **${truth("fees.totalPremium")}** [`);
    expect(text).toContain(`| Total due (premium, taxes and fees) | **${truth("fees.totalDue")}** [`);
    expect(text).not.toMatch(/Quote Type\** \[|\$0\.00\** \[|Excluded\** \[/);
  });

  it("says nothing to check when both options quote the same insured's same lines", () => {
    const [pair] = quotePairs("dev", 2, 0).slice(1);
    const same = [compared(pair!.options[0], pair!.options[1])];
    const html = (callsOf(planCoverageComparison(turn("", same)))[0]!.input as { html: string }).html;
    expect(html).not.toContain("Check before relying");
    expect(textOf(planCoverageComparison(turn("", [...same, drafted])))).not.toContain("Check first");
  });

  it("says a policy whose coverage cannot be read names its insured and number but shows no coverage, instead of comparing it", () => {
    const garbled: GenDoc = {
      ...property,
      id: "garbled",
      pages: [
        {
          lines: [
            { cells: ["Policy Number: CCP 1280844"] },
            { cells: ["Insured Name:Verge at Greeley Apartments LLC"] },
          ],
        },
        { lines: [{ cells: ['#*"  +#,%-# ,.&\' */$0!(")#$ 122#13#1'] }] },
      ],
    };
    const text = textOf(planCoverageComparison(turn("", [compared(broker, garbled)])));
    expect(text).toBe(
      `"${TWO}" names Verge at Greeley Apartments LLC and the number CCP 1280844, but I could not read any coverage line, limit or premium in it: its text may be scanned or garbled. Attach a readable copy (the declarations or the quote letter) and send again.`,
    );
  });
});
