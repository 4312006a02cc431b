import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_FIELD } from "#app/lib/idempotency.ts";
import { listCustomPresets, presetFiles } from "#server/modules/presets/presets.service.ts";
import { loadWorkspaceDetail } from "#server/modules/workspaces/workspaces.service.ts";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { actionContextFor, answerOf, routeArgs } from "#tests/setup/action-context.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "#server/lib/context.ts";
import { action as editAction } from "./edit-preset.server.ts";
import { action as createAction } from "./new-preset.server.ts";
import { action as runAction } from "./run-preset.server.ts";

/** The custom preset route actions (docs/product/custom-presets.md) against a real database. */
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

function multipart(path: string, method: string, fields: Array<[string, string | File]>): Request {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return new Request(`http://localhost${path}`, { method, body: form });
}

const text = (content: string, name: string) => new File([content], name, { type: "text/plain" });

describe("the preset route actions", () => {
  it("create: a refusal under its field with what was typed, then the preset and its file, back to the list", async () => {
    const refused = await answerOf(
      createAction(
        args(
          multipart("/app/presets/new", "POST", [
            ["title", ""],
            ["basePrompt", "Compare the renewal."],
            ["inheritFromPreset", "MakeCoffee"],
          ]),
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.validationErrors).toEqual({ inheritFromPreset: ["Choose one of the listed presets, or none"] });
    const blank = await answerOf(
      createAction(
        args(
          multipart("/app/presets/new", "POST", [
            ["title", " "],
            ["basePrompt", "Compare the renewal."],
          ]),
        ),
      ),
    );
    expect(blank.data.validationErrors).toEqual({ title: ["Give the preset a title"] });
    expect(blank.data.lastResult.initialValue).toMatchObject({
      basePrompt: "Compare the renewal.",
      allowFileUpload: false,
    });

    const created = await answerOf(
      createAction(
        args(
          multipart("/app/presets/new", "POST", [
            ["title", "Renewal Review Letter"],
            ["description", "Drafts the renewal letter."],
            ["basePrompt", "Compare the renewal."],
            ["allowFileUpload", "true"],
            ["inheritFromPreset", "DocumentExploration"],
            ["uploadFiles", text("Our letter template.", "letter.txt")],
          ]),
        ),
      ),
    );
    expect(created.redirect).toBe("/app/presets");
    const [preset] = await listCustomPresets(ctx, "renewal");
    expect(preset).toMatchObject({ allowFileUpload: true, inheritFromPreset: "DocumentExploration" });
    expect((await presetFiles(ctx, preset!.id)).map((f) => f.name)).toEqual(["letter.txt"]);

    // edit: PUT keeps the file by id and adds one; another agency's preset is a 404
    const [kept] = await presetFiles(ctx, preset!.id);
    const saved = await answerOf(
      editAction(
        args(
          multipart(`/app/presets/${preset!.id}/edit`, "PUT", [
            ["title", "Renewal Letter"],
            ["basePrompt", "Compare the renewal."],
            ["allowFileUpload", "true"],
            ["fileIds", kept!.id],
            ["uploadFiles", text("Checklist.", "checklist.txt")],
          ]),
          { presetId: preset!.id },
        ),
      ),
    );
    expect(saved.redirect).toBe("/app/presets");
    expect((await presetFiles(ctx, preset!.id)).map((f) => f.name)).toEqual(["letter.txt", "checklist.txt"]);
    const theirs = await answerOf(
      editAction(
        args(
          multipart(`/app/presets/${preset!.id}/edit`, "PUT", [
            ["title", "Mine"],
            ["basePrompt", "Mine."],
          ]),
          { presetId: preset!.id },
          theirContext,
        ),
      ),
    );
    expect(theirs).toMatchObject({ status: 400, data: { applicationError: "Preset not found" } });
  });

  it("run: the message trimmed, the workspace made from the preset once for a repeated submit", async () => {
    const [preset] = await listCustomPresets(ctx, "renewal");
    const fields: Array<[string, string | File]> = [
      [IDEMPOTENCY_FIELD, "run-key-0001"],
      ["message", "   Review the Casco Bay renewal.  "],
      ["files", text("Renewal declarations.", "renewal.txt")],
    ];
    const first = await answerOf(
      runAction(args(multipart(`/app/presets/${preset!.id}/run`, "POST", fields), { presetId: preset!.id })),
    );
    expect(first.redirect).toMatch(/^\/app\/workspaces\/[0-9a-f-]{36}$/);
    const again = await answerOf(
      runAction(args(multipart(`/app/presets/${preset!.id}/run`, "POST", fields), { presetId: preset!.id })),
    );
    expect(again.redirect).toBe(first.redirect);
    const detail = await loadWorkspaceDetail(ctx, first.redirect!.split("/").pop()!);
    expect(detail.messages[0]).toMatchObject({ role: "USER", content: "Review the Casco Bay renewal." });
    expect(detail.files.map((f) => [f.name, f.roleTag])).toEqual([
      ["renewal.txt", null],
      ["letter.txt", "[Reference]"],
      ["checklist.txt", "[Reference]"],
    ]);
    await expect(
      runAction(
        args(
          multipart(`/app/presets/${preset!.id}/run`, "POST", [["message", "Hi"]]),
          { presetId: preset!.id },
          theirContext,
        ),
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("create over a Basic plan's limit: the refusal for the form, naming the plan, with what was typed", async () => {
    const agency = await buildAgency(runtime.system, { subscription: { plan: "BASIC" } });
    const basic = actionContextFor(runtime, await buildAgencyUser(runtime.system, agency.id));
    const post = (title: string) =>
      answerOf(
        createAction(
          args(
            multipart("/app/presets/new", "POST", [
              ["title", title],
              ["basePrompt", "Do the task."],
            ]),
            {},
            basic,
          ),
        ),
      );
    for (const n of [1, 2, 3]) expect((await post(`Preset ${n}`)).redirect).toBe("/app/presets");
    const refused = await post("Preset 4");
    expect(refused).toMatchObject({
      status: 400,
      data: {
        applicationError: "Your Basic plan includes 3 custom presets. Upgrade to Pro for unlimited custom presets.",
        lastResult: { initialValue: { title: "Preset 4", basePrompt: "Do the task." } },
      },
    });
  });
});
