import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { agencyCtx } from "../../lib/context.ts";
import { runOperation } from "../../lib/operation.ts";
import { getAgencyUser } from "../identity/agency.service.ts";
import { createCustomPreset } from "./presets-write.service.ts";
import { updateAgencyUserPreferencesOperation } from "./presets.operations.ts";

let runtime: TestRuntime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.close());

/** A user's stored preferences, read as the system in the user's agency. */
const preferencesOf = async (user: { id: string; agencyId: string }) =>
  (await getAgencyUser(agencyCtx(runtime, { type: "SYSTEM", agencyId: user.agencyId }), user.id)).preferences;

describe("updateAgencyUserPreferences", () => {
  it("saves the signed-in user's favourites in the product's order, keeps nothing else from other users", async () => {
    const agency = await buildAgency(runtime.system);
    const user = await buildAgencyUser(runtime.system, agency.id);
    const colleague = await buildAgencyUser(runtime.system, agency.id);
    const elsewhere = await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id);
    const ctx = agencyCtxFor(runtime, user);
    const customId = (
      await createCustomPreset(ctx, { title: "Renewal Letter", basePrompt: "Draft the renewal letter." }, null)
    ).id;
    const result = await runOperation(ctx, updateAgencyUserPreferencesOperation, {
      input: {
        favoritePresets: {
          presets: ["GenerateTemplate", "CertificateReview", "GenerateTemplate"],
          customPresetIds: [customId],
        },
      },
    });
    expect(result.ok).toBe(true);
    expect(await preferencesOf(user)).toEqual({
      favoritePresets: ["CertificateReview", "GenerateTemplate"],
      favoriteCustomPresets: [customId],
    });
    expect(await preferencesOf(colleague)).toEqual({});
    expect(await preferencesOf(elsewhere)).toEqual({});

    // un-picking everything: no favourites, so Home shows every preset
    await runOperation(ctx, updateAgencyUserPreferencesOperation, {
      input: { favoritePresets: { presets: [], customPresetIds: null } },
    });
    expect(await preferencesOf(user)).toEqual({ favoritePresets: [], favoriteCustomPresets: [] });
  });

  it("refuses unknown presets and custom ids that are not ids, under the field", async () => {
    const agency = await buildAgency(runtime.system);
    const ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
    const unknown = await runOperation(ctx, updateAgencyUserPreferencesOperation, {
      input: { favoritePresets: { presets: ["CertificateReview", "MakeCoffee"] } },
    });
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && "fieldErrors" in unknown.error && unknown.error.fieldErrors).toEqual([
      { path: "favoritePresets.presets.1", message: "Choose a built-in preset" },
    ]);
    const badId = await runOperation(ctx, updateAgencyUserPreferencesOperation, {
      input: { favoritePresets: { presets: [], customPresetIds: ["not-an-id"] } },
    });
    expect(!badId.ok && "fieldErrors" in badId.error && badId.error.fieldErrors).toEqual([
      { path: "favoritePresets.customPresetIds.0", message: "Choose a custom preset" },
    ]);
  });

  it("refuses another agency's custom preset (or one that does not exist) as not found, under the field", async () => {
    const agency = await buildAgency(runtime.system);
    const ctx = agencyCtxFor(runtime, await buildAgencyUser(runtime.system, agency.id));
    const otherCtx = agencyCtxFor(
      runtime,
      await buildAgencyUser(runtime.system, (await buildAgency(runtime.system)).id),
    );
    const theirs = await createCustomPreset(otherCtx, { title: "Their preset", basePrompt: "Theirs." }, null);
    for (const id of [theirs.id, "5d3e4a36-2f41-4c52-9d0a-7a4b1c2d3e4f"]) {
      const refused = await runOperation(ctx, updateAgencyUserPreferencesOperation, {
        input: { favoritePresets: { presets: [], customPresetIds: [id] } },
      });
      expect(!refused.ok && "fieldErrors" in refused.error && refused.error.fieldErrors).toEqual([
        { path: "favoritePresets.customPresetIds", message: "One of the chosen custom presets was not found" },
      ]);
    }
  });

  it("is a person's own setting: Cara, an integration or a job cannot change it", async () => {
    const agency = await buildAgency(runtime.system);
    const user = await buildAgencyUser(runtime.system, agency.id);
    const system = agencyCtx(runtime, { type: "SYSTEM", agencyId: agency.id });
    const refused = await runOperation(system, updateAgencyUserPreferencesOperation, {
      input: { favoritePresets: { presets: ["CertificateReview"] } },
    });
    expect(refused).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    expect(await preferencesOf(user)).toEqual({});
  });
});
