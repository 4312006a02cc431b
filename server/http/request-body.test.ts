import { Readable } from "node:stream";
import type { ActionFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { testServerBuild, useHttpTestServer } from "#tests/setup/http-test-server.ts";
import { badInputMessages } from "./bad-input.ts";
import type { LoadContext } from "./load-context.ts";
import { bodyMessages } from "./request-body.ts";

/**
 * Request bodies (ADR 025): one size limit for /graphql, form posts and uploads, and no NUL or
 * unpaired surrogate in a route action's fields. The server runs a one-route React Router build
 * whose action echoes what it received, so the test sees what a real action would.
 */
async function echo({ request, context }: ActionFunctionArgs) {
  const { bodyTooLarge } = context as unknown as LoadContext;
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("json")) return Response.json({ text: await request.text(), bodyTooLarge });
  const form = type ? await request.formData() : new FormData();
  const fields = [...form].map(([name, value]) => [name, typeof value === "string" ? value : `file ${value.name}`]);
  return Response.json({ fields, bodyTooLarge });
}

const echoBuild = testServerBuild([{ id: "echo", path: "echo", module: { action: echo } }]);

// a 1 MB upload limit: the body limit is 2 MB (1 MB more for the other fields)
const http = useHttpTestServer({ env: { MAX_UPLOAD_MB: "1" }, app: { build: echoBuild } });
const MB = 1024 * 1024;
const limits = { maxUploadBytes: MB, maxBodyBytes: 2 * MB };

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${http.url}${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);

const multipart = (fields: Array<[string, string | Blob, string?]>) => {
  const form = new FormData();
  for (const [name, value, filename] of fields) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename);
  }
  return form;
};

describe("route action bodies reach the action whole", () => {
  it("passes forms, multipart uploads and JSON through unchanged", async () => {
    const form = await post("/echo", new URLSearchParams({ name: "Ada 🌊 Brooks", notes: "é" }));
    expect(await form.json()).toEqual({
      fields: [
        ["name", "Ada 🌊 Brooks"],
        ["notes", "é"],
      ],
      bodyTooLarge: false,
    });
    const upload = await post(
      "/echo",
      multipart([
        ["type", "OTHER"],
        ["file", new Blob(["%PDF-1.7"]), "a.pdf"],
      ]),
    );
    expect(await upload.json()).toEqual({
      fields: [
        ["type", "OTHER"],
        ["file", "file a.pdf"],
      ],
      bodyTooLarge: false,
    });
    const json = await post("/echo", JSON.stringify({ a: [1, "b"] }), { "content-type": "application/json" });
    expect(await json.json()).toEqual({ text: '{"a":[1,"b"]}', bodyTooLarge: false });
  });
});

describe("bad characters in route action bodies", () => {
  it("answers NUL characters and unpaired surrogates with 400 and a message", async () => {
    const refused = [
      await post("/echo", "name=Ada%00Brooks", { "content-type": "application/x-www-form-urlencoded" }),
      await post("/echo", "na%00me=Ada", { "content-type": "application/x-www-form-urlencoded" }),
      await post("/echo", '{"account":{"name":"Ada\\ud800"}}', { "content-type": "application/json" }),
      await post("/echo", '{"\\udc00":"key"}', { "content-type": "application/json" }),
      await post("/echo", multipart([["notes", "a\u0000b"]])),
      await post("/echo", multipart([["file", new Blob(["x"]), "scan\u0000.pdf"]])),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(await answer.text()).toBe(badInputMessages.characters);
    }
  });

  it("leaves a body it cannot read to the action", async () => {
    const answer = await post("/echo", "{not json", { "content-type": "application/json" });
    expect(await answer.json()).toEqual({ text: "{not json", bodyTooLarge: false });
  });
});

describe("one body limit", () => {
  const big = (bytes: number) => "x".repeat(bytes);

  it("refuses a form or JSON body over the limit with 413 and a message", async () => {
    const form = await post("/echo", `notes=${big(2 * MB)}`, { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(413);
    expect(await form.text()).toBe(bodyMessages.tooLarge(limits));
    expect(bodyMessages.tooLarge(limits)).toBe(
      "This request is larger than the server accepts (2 MB). Files can be up to 1 MB in all: send fewer or smaller files.",
    );
  });

  it("accepts a form at the limit", async () => {
    const notes = big(2 * MB - "notes=".length);
    const answer = await post("/echo", `notes=${notes}`, { "content-type": "application/x-www-form-urlencoded" });
    expect(answer.status).toBe(200);
    expect((await answer.json()).fields[0][1]).toHaveLength(notes.length);
  });

  it("drops an upload over the limit and tells the action, which answers under the file field", async () => {
    const answer = await post(
      "/echo",
      multipart([
        ["type", "OTHER"],
        ["file", new Blob([big(2 * MB)]), "a.pdf"],
      ]),
    );
    expect(await answer.json()).toEqual({ fields: [], bodyTooLarge: true });
  });

  it("counts a body sent without a length (chunked) the same way", async () => {
    const chunks = Readable.from([Buffer.from("notes="), Buffer.alloc(MB, 0x78), Buffer.alloc(MB, 0x78)]);
    const answer = await post("/echo", Readable.toWeb(chunks) as ReadableStream, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(answer.status).toBe(413);
  });

  it("applies the same limit to /graphql", async () => {
    const query = `{ __typename } # ${big(2 * MB)}`;
    const answer = await post("/graphql", JSON.stringify({ query }), { "content-type": "application/json" });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      errors: [{ message: bodyMessages.tooLarge(limits), extensions: { code: "PAYLOAD_TOO_LARGE" } }],
    });
    const small = await post("/graphql", JSON.stringify({ query: "{ __typename }" }), {
      "content-type": "application/json",
    });
    expect(await small.json()).toEqual({ data: { __typename: "Query" } });
  });
});
