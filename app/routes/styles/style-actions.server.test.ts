import type { AppLoadContext } from "react-router";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findStyle, listStyles } from "#server/modules/styles/styles.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { actionContextFor, answerOf, routeArgs } from "#tests/setup/action-context.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "#server/lib/context.ts";
import { action as createAction } from "./new-style.server.ts";
import { action as editAction, loader as editLoader } from "./style.server.ts";

/** The style route actions (docs/product/document-styles.md) against a real database. */
let runtime: TestRuntime;
let ctx: AgencyUserCtx;
let context: AppLoadContext;
let theirContext: AppLoadContext;

beforeAll(async () => {
  runtime = await startTestRuntime();
  const user = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  const them = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
  ctx = agencyCtxFor(runtime, user);
  context = actionContextFor(runtime, user);
  theirContext = actionContextFor(runtime, them);
});
afterAll(() => runtime.close());

const args = (request: Request, params: Record<string, string> = {}, as = context) => routeArgs(request, params, as);

async function coverPdf(): Promise<File> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText("Cover", { x: 72, y: 700, size: 20, font });
  return new File([Buffer.from(await doc.save())], "cover.pdf", { type: "application/pdf" });
}

function multipart(path: string, method: string, fields: Record<string, string | File>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`http://localhost${path}`, { method, body: form });
}

describe("POST /app/styles/new", () => {
  it("refuses a blank title under the field, keeping what was typed", async () => {
    const answer = await answerOf(
      createAction(
        args(multipart("/app/styles/new", "POST", { title: " ", description: "Kept", baseStyleId: "none" })),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.validationErrors).toEqual({ title: ["Give the style a title"] });
    expect(answer.data.lastResult.initialValue).toMatchObject({ description: "Kept", baseStyleId: "none" });
  });

  it("creates the style with its start page and opens it, replacing /new", async () => {
    const answer = await answerOf(
      createAction(
        args(
          multipart("/app/styles/new?q=x", "POST", {
            title: "Harbor Letterhead",
            description: "",
            baseStyleId: "builtin:modern-minimalist",
            uploadPrefixFile: await coverPdf(),
            uploadSuffixFile: new File([], ""),
          }),
        ),
      ),
    );
    const id = answer.redirect!.match(/^\/app\/styles\/([0-9a-f-]{36})\?q=x$/)![1]!;
    const style = await findStyle(ctx, id);
    expect(style).toMatchObject({
      title: "Harbor Letterhead",
      baseStyleId: "builtin:modern-minimalist",
      suffixFileId: null,
    });
    expect(style!.prefixFileId).toBeTruthy();
  });
});

describe("PUT /app/styles/{id}", () => {
  it("saves and answers when, keeping the start page by id; another agency's style is not found", async () => {
    const style = (await listStyles(ctx))[0]!;
    const loaded = await editLoader(
      args(new Request(`http://localhost/app/styles/${style.id}`), { styleId: style.id }),
    );
    const prefix = loaded.style.prefixFiles[0]!;
    const answer = await answerOf(
      editAction(
        args(
          multipart(`/app/styles/${style.id}`, "PUT", {
            title: "Harbor Letterhead 2",
            baseStyleId: "builtin:warm-human",
            prefixFileId: prefix.id,
          }),
          { styleId: style.id },
        ),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.savedAt).toBeTruthy();
    expect(await findStyle(ctx, style.id)).toMatchObject({
      title: "Harbor Letterhead 2",
      baseStyleId: "builtin:warm-human",
      prefixFileId: prefix.id,
    });
    await expect(
      editLoader(args(new Request(`http://localhost/app/styles/${style.id}`), { styleId: style.id }, theirContext)),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
