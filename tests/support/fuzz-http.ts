import { isFuzzFile, type FuzzFile, type GraphQLFuzzCase } from "./graphql-fuzz-cases.ts";

/** What a fuzz case got back: the status, and the body's text (cut to what a finding shows). */
export interface FuzzAnswer {
  status: number;
  text: string;
}

/** Why an answer is a finding (a 5xx, a masked GraphQL error, no answer at all), or null. */
export function findingOf(answer: FuzzAnswer): string | null {
  if (answer.status >= 500 || answer.status === 0) return `HTTP ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.text.includes('"Unexpected error."')) return `masked error: ${answer.text.slice(0, 300)}`;
  return null;
}

/** A request that did not get an answer (the connection reset) is a finding too, as status 0. */
export async function answerOf(request: Promise<Response>): Promise<FuzzAnswer> {
  try {
    const response = await request;
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: `no answer: ${(error as Error).message} ${String((error as Error).cause ?? "")}` };
  }
}

/** `variables` with every FuzzFile taken out, and where each was (`variables.input.file`). */
function withoutFiles(value: unknown, at: string, files: Array<{ at: string; file: FuzzFile }>): unknown {
  if (isFuzzFile(value)) {
    files.push({ at, file: value });
    return null;
  }
  if (Array.isArray(value)) return value.map((item, i) => withoutFiles(item, `${at}.${i}`, files));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutFiles(item, `${at}.${key}`, files)]),
    );
  return value;
}

/**
 * Sends a GraphQL fuzz case as a browser's script would: a JSON POST, or, when a variable holds a
 * file, a multipart request (GraphQL multipart request spec: operations, map, then the files).
 */
export function sendGraphQLCase(url: string, cookie: string, fuzz: GraphQLFuzzCase): Promise<FuzzAnswer> {
  const files: Array<{ at: string; file: FuzzFile }> = [];
  const variables = withoutFiles(fuzz.variables, "variables", files);
  const headers = { cookie, accept: "application/graphql-response+json" };
  if (files.length === 0) {
    return answerOf(
      fetch(`${url}/graphql`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ query: fuzz.query, variables }),
      }),
    );
  }
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: fuzz.query, variables }));
  form.append("map", JSON.stringify(Object.fromEntries(files.map(({ at }, i) => [String(i), [at]]))));
  files.forEach(({ file }, i) => form.append(String(i), new Blob([file.content], { type: file.type }), file.name));
  return answerOf(fetch(`${url}/graphql`, { method: "POST", headers, body: form }));
}
