import { performance } from "node:perf_hooks";
import { measureExtraction } from "../../server/modules/documents/extract-bench.ts";
import { labelsA2 } from "../../scripts/insurance-docs/labels.ts";
import { packagePolicy } from "../../scripts/insurance-docs/layouts-package.ts";
import { renderPdf } from "../../scripts/insurance-docs/render.ts";
import { BenchmarkError } from "./measure.ts";
import { openWatch } from "./sse.ts";

/**
 * Copilot workspaces (issue 11), measured on the running server with the offline engine:
 * submit → first live event, text extraction in pages per second, and a question over a
 * 150-page policy answered end to end. Each row names its target; verdicts are printed, not
 * enforced (like the list pages').
 */
export const COPILOT_MEASURES = {
  firstEvent: "copilot submit → first live event (SSE)",
  extraction: "copilot text extraction, 150-page PDF",
  question: "copilot question over a 150-page policy, end to end",
  /** bench/lib/fair-share.ts, run by bench/run.ts (it needs the engine's database). */
  fairShare: "copilot fair share: another agency's pages while one agency's runs work",
} as const;
export type CopilotMeasure = keyof typeof COPILOT_MEASURES;

export interface CopilotResult {
  name: string;
  value: number;
  unit: "ms" | "pages/s";
  target: string;
  ok: boolean;
  detail: string;
}

interface Session {
  baseUrl: string;
  cookie: string;
}

const RESULT = `__typename ... on CaraWorkspace { id } ... on ValidationError { fieldErrors { message } } ... on ApplicationError { message }`;
const CREATE = `mutation($input: CreateCaraWorkspaceInput!) { createCaraWorkspace(input: $input) { ${RESULT} } }`;
const WATCH = `subscription($id: ID!) { watchCaraWorkspace(id: $id) { state planStages { type state } messages { role complete content citations { fileName page quote } } } }`;

interface Watched {
  state: string;
  planStages: Array<{ type: string; state: string }>;
  messages: Array<{
    role: string;
    complete: boolean;
    content: string;
    citations: Array<{ page: number; quote: string }>;
  }>;
}

async function created(response: Response): Promise<string> {
  const body = (await response.json()) as {
    data?: { createCaraWorkspace?: Record<string, unknown> };
    errors?: unknown;
  };
  const result = body.data?.createCaraWorkspace;
  if (result?.__typename !== "CaraWorkspace") throw new BenchmarkError(`createCaraWorkspace: ${JSON.stringify(body)}`);
  return result.id as string;
}

export function createJson(session: Session, input: Record<string, unknown>) {
  return fetch(`${session.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: session.cookie },
    body: JSON.stringify({ query: CREATE, variables: { input } }),
  }).then(created);
}

/** The demo policy's declarations (server/seed/demo-workspaces.ts), found as a person would pick it. */
export async function demoDeclarationsId(session: Session): Promise<string> {
  const response = await fetch(`${session.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: session.cookie },
    body: JSON.stringify({ query: `query { searchFiles(search: "CGL declarations") { id name } }` }),
  });
  const body = (await response.json()) as { data?: { searchFiles?: Array<{ id: string }> } };
  const id = body.data?.searchFiles?.[0]?.id;
  if (!id) throw new BenchmarkError(`No demo declarations found by searchFiles: ${JSON.stringify(body)}`);
  return id;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const answered = (w: Watched) => w.state !== "WORKING" && w.messages.some((m) => m.role === "AGENT" && m.complete);

/**
 * Creates a workspace over HTTP (a question on the demo policy's declarations, already read),
 * subscribes to it over SSE at once and times the first pushed change and the first stage from
 * the submit; waits for the run to end before the next. Median over `runs`.
 */
async function firstLiveEvent(session: Session, runs: number): Promise<CopilotResult> {
  const firsts: number[] = [];
  const stages: number[] = [];
  const existingFiles = [{ id: await demoDeclarationsId(session) }];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const id = await createJson(session, { message: "What is the each occurrence limit?", existingFiles });
    const watch = await openWatch<Watched>(session, WATCH, { id }, "watchCaraWorkspace");
    try {
      const first = await watch.next(15_000);
      firsts.push(performance.now() - started);
      let latest = first;
      while (latest.planStages.length === 0) latest = await watch.next(15_000);
      stages.push(performance.now() - started);
      while (!answered(latest)) latest = await watch.next(30_000);
    } finally {
      watch.close();
    }
  }
  const value = median(firsts);
  return {
    name: COPILOT_MEASURES.firstEvent,
    value,
    unit: "ms",
    target: "median < 300 ms",
    ok: value < 300,
    detail: `${runs} runs; first stage at median ${median(stages).toFixed(0)} ms; max first event ${Math.max(...firsts).toFixed(0)} ms`,
  };
}

async function extraction(): Promise<CopilotResult> {
  const result = await measureExtraction(150, 3);
  return {
    name: COPILOT_MEASURES.extraction,
    value: result.pagesPerSecond,
    unit: "pages/s",
    target: ">= 50 pages/s",
    ok: result.pagesPerSecond >= 50,
    detail: `best of 3: ${result.pages} pages (${(result.bytes / 1024).toFixed(0)} KB) in ${result.seconds.toFixed(2)} s, in the bench process`,
  };
}

/**
 * A generated 150-page package policy uploaded with the question (GraphQL multipart), read,
 * searched and answered: the time from the submit until the answer arrives over SSE, checked
 * against the document's truth (the value and the page it is printed on).
 */
async function questionOverPolicy(session: Session): Promise<CopilotResult> {
  const doc = packagePolicy(12, labelsA2, "dev", 150, false);
  const truth = doc.truth.values.eachOccurrence![0]!;
  const pdf = await renderPdf(doc);
  const form = new FormData();
  const input = { message: "What is the each occurrence limit?", preset: "DocumentExploration", files: [null] };
  form.set("operations", JSON.stringify({ query: CREATE, variables: { input } }));
  form.set("map", JSON.stringify({ 0: ["variables.input.files.0"] }));
  form.set("0", new Blob([pdf as BlobPart], { type: "application/pdf" }), doc.fileName);
  const started = performance.now();
  const id = await created(
    await fetch(`${session.baseUrl}/graphql`, { method: "POST", headers: { cookie: session.cookie }, body: form }),
  );
  const watch = await openWatch<Watched>(session, WATCH, { id }, "watchCaraWorkspace");
  let latest: Watched;
  try {
    do latest = await watch.next(60_000);
    while (!answered(latest));
  } finally {
    watch.close();
  }
  const ms = performance.now() - started;
  const answer = latest.messages.find((m) => m.role === "AGENT")!;
  const cited = answer.citations.find((c) => c.quote.includes(truth.value));
  if (!answer.content.includes(truth.value) || cited?.page !== truth.page)
    throw new BenchmarkError(
      `The 150-page question was answered wrongly (expected ${truth.value} on page ${truth.page}): ${answer.content}`,
    );
  return {
    name: COPILOT_MEASURES.question,
    value: ms,
    unit: "ms",
    target: "< 5000 ms",
    ok: ms < 5000,
    detail: `${doc.pages.length} pages, ${(pdf.byteLength / 1024).toFixed(0)} KB; answer ${truth.value} cited on page ${cited.page}`,
  };
}

export async function measureCopilot(
  selected: CopilotMeasure[],
  session: Session,
  options: { runs: number; log: (message: string) => void },
): Promise<CopilotResult[]> {
  const results: CopilotResult[] = [];
  for (const measure of selected) {
    options.log(`bench: ${COPILOT_MEASURES[measure]}`);
    if (measure === "firstEvent") results.push(await firstLiveEvent(session, options.runs));
    if (measure === "extraction") results.push(await extraction());
    if (measure === "question") results.push(await questionOverPolicy(session));
  }
  return results;
}
