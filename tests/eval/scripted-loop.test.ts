import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keywordsOf, scriptedReply } from "../../eval/scripted/scripted-model.ts";
import { askThroughLoop } from "../../eval/scripted/loop.ts";
import { statedIn } from "../../eval/scripted/stated.ts";
import { corpus } from "../../scripts/insurance-docs/corpus.ts";
import { pageText } from "../../scripts/insurance-docs/model.ts";
import { openLab, type Lab } from "../../scripts/knowledge-docs/lab.ts";
import { createLanguageModel } from "#server/ai/models.ts";
import { createOfflineModel } from "#server/ai/offline/offline-model.ts";
import { unquoteMaterial } from "#server/ai/quoted-material.ts";
import type { SearchFileOutput } from "#server/ai/tool-contract.ts";
import { loadConfig } from "#server/config.ts";
import { savePages } from "#server/modules/documents/documents.service.ts";
import type { FakeModelServer } from "#tests/support/fake-model-script.ts";
import { FAKE_OPENAI_KEY, startFakeOpenAIServer } from "#tests/support/fake-openai-server.ts";

/**
 * The loop evaluation's pieces (eval/scripted/, issue 28 item 4): the values a final message
 * states, read back from the tool's sentences; the scripted model's query; and one question
 * through the whole agent loop, offline engine and scripted model, over the fake
 * OpenAI-compatible server answering from each request.
 */
const cite = (page: number) => ({ fileId: "f1", fileName: "policy.pdf", page, quote: "q" });

describe("statedIn", () => {
  it("reads the value of each of the tool's sentences, with the page its mark cites", () => {
    expect(statedIn("The policy number is GL5097440 [1].", [cite(3)])).toEqual({
      values: [{ value: "GL5097440", page: 3, fileId: "f1" }],
      quoted: false,
      notFound: false,
    });
    const two = statedIn(
      "The documents show different values for the named insured: Acme LLC in “Named Insured” (policy.pdf, page 1) [1]; Acme Inc (policy.pdf, page 4) [2]. Tell me which policy you mean before relying on one.",
      [cite(1), cite(4)],
    );
    expect(two.values.map((v) => [v.value, v.page])).toEqual([
      ["Acme LLC", 1],
      ["Acme Inc", 4],
    ]);
    expect(
      statedIn("The forms and endorsements listed are:\n- CG 00 01 04 13 [1]\n- IL 00 17 11 98 [2]", [cite(2), cite(2)])
        .values.length,
    ).toBe(2);
    expect(statedIn("Yes: CG 21 49 09 99 Total Pollution Exclusion, page 7 [1].", [cite(7)])).toMatchObject({
      values: [{ value: "CG 21 49 09 99 Total Pollution Exclusion", page: 7 }],
      quoted: true,
    });
    expect(statedIn("The documents say: “Notice of cancellation 60 days” [1].", [cite(2)]).quoted).toBe(true);
  });

  it("states nothing when the answer is not found, whatever passages it offers", () => {
    const answer = statedIn(
      'I could not find the total premium in the documents.\n\nPassages that may help (they do not state it):\n“Premium $1,200 if paid in full”, page 2 [1]\n\nI searched only the attached file "policy.pdf" and did not find it there.',
      [cite(2)],
    );
    expect(answer).toEqual({ values: [], quoted: false, notFound: true });
  });

  it("reads each query's block of a several-query answer", () => {
    const answer = statedIn(
      "**Each occurrence limit**: The each occurrence limit is $1,000,000 [1].\n\n**Deductible**: I could not find the deductible in the documents.",
      [cite(1)],
    );
    expect(answer.values).toEqual([{ value: "$1,000,000", page: 1, fileId: "f1" }]);
    expect(answer.notFound).toBe(false);
  });
});

describe("the scripted model", () => {
  it("searches with the question's content words", () => {
    expect(keywordsOf("Who is the named insured on this certificate?")).toBe("named insured certificate");
    expect(keywordsOf("What is the general liability each-occurrence limit?")).toBe(
      "general liability each-occurrence limit",
    );
  });
});

describe("one question through the whole loop", () => {
  let lab: Lab;
  let server: FakeModelServer;
  let file: { id: string; name: string };
  beforeAll(async () => {
    lab = await openLab({ agencyName: "Scripted Loop Test Agency" });
    server = await startFakeOpenAIServer();
    server.respondWith(scriptedReply);
    const doc = corpus().find((d) => d.id === "cgl-table-1")!;
    file = { id: await lab.store(doc.fileName, new Uint8Array(0)), name: doc.fileName };
    await savePages(
      lab.ctx,
      file,
      doc.pages.map((page, i) => ({ number: i + 1, text: pageText(page), ocr: false })),
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await lab?.close();
  });

  it("the scripted model calls SEARCH_FILE with its query and answers only from the tool's cited output; the offline engine states the same value and page", async () => {
    const model = createLanguageModel(
      loadConfig({
        CARA_MODEL: `openai-compatible:${server.url}/v1#keywords`,
        OPENAI_COMPATIBLE_API_KEY: FAKE_OPENAI_KEY,
      }),
    );
    const scripted = await askThroughLoop(lab.ctx, model, [file], "What is the policy number?");
    expect(scripted.tools).toEqual(["SEARCH_FILE"]);
    const [first, second] = server.requests;
    expect(first!.body.tools.map((t: { function: { name: string } }) => t.function.name)).toContain("SEARCH_FILE");
    const call = second!.body.messages.find((m: { role: string }) => m.role === "assistant");
    expect(JSON.parse(call.tool_calls[0].function.arguments)).toEqual({ queries: ["policy number"] });
    const output = unquoteMaterial(
      second!.body.messages.find((m: { role: string }) => m.role === "tool").content,
    ) as SearchFileOutput;
    // the answer is the tool's own sentence, its citation kept by the run
    expect(output.results[0]!.found).toBe(true);
    expect(scripted.content).toBe(output.results[0]!.answer.replace(/\[\d+\]/, "[1]"));
    expect(statedIn(scripted.content, scripted.citations).values).toEqual([
      { value: "GL5097440", page: 1, fileId: file.id },
    ]);

    const offline = await askThroughLoop(lab.ctx, createOfflineModel(), [file], "What is the policy number?");
    expect(offline.tools).toEqual(["SEARCH_FILE"]);
    expect(statedIn(offline.content, offline.citations).values).toEqual([
      { value: "GL5097440", page: 1, fileId: file.id },
    ]);
  }, 60_000);
});
