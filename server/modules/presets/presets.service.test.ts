import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { fileOf, samplePdf } from "#server/seed/document.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import type { AgencyUserCtx } from "../../lib/context.ts";
import { runOperation } from "../../lib/operation.ts";
import { createWorkspace } from "../workspaces/workspace-create.service.ts";
import { createCustomPreset, updateCustomPreset } from "./presets-write.service.ts";
import { updateCustomPresetOperation } from "./presets.operations.ts";
import { getCustomPreset, listCustomPresets, presetFiles } from "./presets.service.ts";

let runtime: TestRuntime;
let pro: AgencyUserCtx;
let other: AgencyUserCtx;

beforeAll(async () => {
  runtime = await startTestRuntime();
  pro = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
  other = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id));
});
afterAll(() => runtime.close());

const valid = {
  title: "Renewal Review Letter",
  description: "Compares the renewal with the expiring policy and drafts the letter.",
  basePrompt: "Compare the renewal offer with the expiring policy and draft a letter to the client.",
};

/** The field errors of a refused create, as { path: message }. */
async function refusal(input: Record<string, unknown>, files: File[] | null = null) {
  try {
    await createCustomPreset(pro, input, files);
  } catch (error) {
    const fieldErrors = (error as { fieldErrors?: Array<{ path: string; message: string }> }).fieldErrors;
    if (fieldErrors) return Object.fromEntries(fieldErrors.map((e) => [e.path, e.message]));
    throw error;
  }
  throw new Error("the preset was created");
}

describe("custom preset validation", () => {
  it("requires a title and a base prompt, each under its field", async () => {
    expect(await refusal({ ...valid, title: "   " })).toEqual({ title: "Give the preset a title" });
    expect(await refusal({ ...valid, basePrompt: "\n\n" })).toEqual({
      basePrompt: "Write the base prompt: what Cara should do when this preset runs",
    });
    expect(await refusal({ description: "x" })).toMatchObject({
      title: "Give the preset a title",
      basePrompt: "Write the base prompt: what Cara should do when this preset runs",
    });
  });

  it("bounds the title (80), the description (300) and the base prompt (20,000)", async () => {
    expect(await refusal({ ...valid, title: "t".repeat(81) })).toEqual({
      title: "Keep the title to 80 characters (two to four words is best)",
    });
    expect(await refusal({ ...valid, description: "d".repeat(301) })).toEqual({
      description: "Keep the description to 300 characters (about one sentence)",
    });
    expect(await refusal({ ...valid, basePrompt: "p".repeat(20_001) })).toEqual({
      basePrompt: "Keep the base prompt to 20,000 characters",
    });
    const longest = await createCustomPreset(
      pro,
      { title: "t".repeat(80), description: "d".repeat(300), basePrompt: "p".repeat(20_000) },
      null,
    );
    expect(longest.basePrompt).toHaveLength(20_000);
  });

  it("accepts only the listed built-in presets to inherit from", async () => {
    expect(await refusal({ ...valid, inheritFromPreset: "GenerateCertificateOfLiabilityInsurance" })).toEqual({
      inheritFromPreset: "Choose one of the listed presets, or none",
    });
    const none = await createCustomPreset(pro, { ...valid, inheritFromPreset: "" }, null);
    expect(none).toMatchObject({ inheritFromPreset: null, allowFileUpload: true });
  });

  it("refuses a file that is not a document an agency keeps, or one over the upload limit", async () => {
    const exe = fileOf(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 1, 2, 3, 4, 5, 6, 7, 8]), "setup.exe");
    const errors = await refusal(valid, [exe]);
    expect(Object.keys(errors)).toEqual(["uploadFiles"]);
    expect(errors.uploadFiles).toMatch(/^"setup\.exe": .*Upload PDF/);
    const big = fileOf(new Uint8Array(pro.config.maxUploadBytes + 1), "huge.pdf");
    expect((await refusal(valid, [big])).uploadFiles).toMatch(/^"huge\.pdf": This file is .* files can be up to/);
  });

  it("keeps prompt text plain: control and direction-override characters are removed, markup is kept as typed", async () => {
    const preset = await createCustomPreset(
      pro,
      {
        title: "  COI\u0007 Check\u202e  ",
        description: "Line one\r\nline two",
        basePrompt: "Check the COI.\u0000\r\n<script>alert(1)</script>\u001b[31m\tkeep tabs\u2066",
      },
      null,
    );
    expect(preset.title).toBe("COI Check");
    expect(preset.description).toBe("Line one line two");
    expect(preset.basePrompt).toBe("Check the COI.\n<script>alert(1)</script>[31m\tkeep tabs");
  });
});

describe("reference files", () => {
  it("are uploaded with the preset, kept by id on update, removed when not kept, and added in order", async () => {
    const requirements = fileOf(await samplePdf("COI Requirements", ["GL $1,000,000"]), "coi-requirements.pdf");
    const preset = await createCustomPreset(pro, valid, [requirements]);
    const [first] = await presetFiles(pro, preset.id);
    expect(first).toMatchObject({ name: "coi-requirements.pdf", mimeType: "application/pdf" });

    const letter = fileOf(new TextEncoder().encode("Dear client, your renewal…"), "letter-template.txt");
    await updateCustomPreset(pro, preset.id, { ...valid, fileIds: [first!.id] }, [letter]);
    expect((await presetFiles(pro, preset.id)).map((f) => f.name)).toEqual([
      "coi-requirements.pdf",
      "letter-template.txt",
    ]);

    await updateCustomPreset(pro, preset.id, { ...valid, fileIds: null }, null);
    expect(await presetFiles(pro, preset.id)).toEqual([]);
  });

  it("refuses keeping a file that is not the preset's (another agency's file included)", async () => {
    const theirs = await createCustomPreset(other, valid, [fileOf(await samplePdf("Theirs", ["x"]), "theirs.pdf")]);
    const [theirFile] = await presetFiles(other, theirs.id);
    const mine = await createCustomPreset(pro, valid, null);
    await expect(updateCustomPreset(pro, mine.id, { ...valid, fileIds: [theirFile!.id] }, null)).rejects.toMatchObject({
      fieldErrors: [{ path: "fileIds", message: "One of the reference files was not found; reload the preset" }],
    });
  });
});

describe("plan limits", () => {
  it("Basic keeps 3 custom presets: the 4th is refused naming the plan; Pro has no limit", async () => {
    const agency = await buildAgency(runtime.system, { subscription: { plan: "BASIC" } });
    const basic = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
    for (const n of [1, 2, 3]) await createCustomPreset(basic, { ...valid, title: `Preset ${n}` }, null);
    await expect(createCustomPreset(basic, { ...valid, title: "Preset 4" }, null)).rejects.toMatchObject({
      code: "PLAN_LIMIT",
      message: "Your Basic plan includes 3 custom presets. Upgrade to Pro for unlimited custom presets.",
    });
    expect(await listCustomPresets(basic)).toHaveLength(3);
    // editing one is still allowed at the limit
    const [kept] = await listCustomPresets(basic);
    await expect(updateCustomPreset(basic, kept!.id, { ...valid, title: "Renamed" }, null)).resolves.toMatchObject({
      title: "Renamed",
    });

    const proAgency = await buildAgency(runtime.system, { subscription: { plan: "PRO" } });
    const proCtx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, proAgency.id));
    for (const n of [1, 2, 3, 4, 5]) await createCustomPreset(proCtx, { ...valid, title: `Preset ${n}` }, null);
    expect(await listCustomPresets(proCtx)).toHaveLength(5);
  });
});

describe("another agency's preset", () => {
  it("is not found to get, update or run; the list never shows it", async () => {
    const theirs = await createCustomPreset(other, { ...valid, title: "Their Secret Preset" }, null);
    await expect(getCustomPreset(pro, theirs.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const update = await runOperation(pro, updateCustomPresetOperation, {
      id: theirs.id,
      input: { ...valid, title: "Hijacked" },
    });
    expect(update).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
    await expect(createWorkspace(pro, { message: "Go", customPresetId: theirs.id }, null)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await listCustomPresets(pro)).map((p) => p.title)).not.toContain("Their Secret Preset");
    expect((await getCustomPreset(other, theirs.id)).title).toBe("Their Secret Preset");
  });
});

describe("the list", () => {
  it("filters by every word of the title, description or creator's name", async () => {
    const agency = await buildAgency(runtime.system);
    const ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
    await createCustomPreset(ctx, { ...valid, title: "Restaurant Supplemental Check" }, null);
    await createCustomPreset(
      ctx,
      { ...valid, title: "Contractor COI Requirements", description: "Subcontractor COIs" },
      null,
    );
    expect((await listCustomPresets(ctx, "restaurant")).map((p) => p.title)).toEqual(["Restaurant Supplemental Check"]);
    expect((await listCustomPresets(ctx, "subcontractor coi")).map((p) => p.title)).toEqual([
      "Contractor COI Requirements",
    ]);
    expect(await listCustomPresets(ctx, "nothing like this")).toEqual([]);
  });
});
