// The form set of `npm run eval` (docs/product/form-skills.md "Evaluation"): for every form Cara
// fills, generated clients (server/seed/form.factory.ts) in a fresh in-memory PGlite database are
// filled through FILL_TEMPLATE's own path, the PDF is read back field by field (the AcroForm of an
// uploaded test edition for the forms with ACORD field names; the stored fields and the PDF's
// text for Cara's own layout), and each field is compared with what the generated data supports:
// correct, wrong, missing (the data has it, the form does not), spurious (filled without data
// for it). Dev seeds and held-out seeds (another generator stream) are reported separately.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FilledField } from "../domain/form-fill.ts";
import type { FormTemplate } from "../domain/preset-options.ts";
import { fillTemplateInWorkspace } from "../server/assistant/template-fill.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { agencyCtx, systemCtx, type AgencyCtx } from "../server/lib/context.ts";
import { createLogger } from "../server/lib/logger.ts";
import { readAll } from "../server/modules/files/file-store.ts";
import { openFile } from "../server/modules/files/files.service.ts";
import { FORM_DEFINITIONS } from "../server/modules/forms/acord/index.ts";
import { readAcroForm } from "../server/modules/forms/acroform.ts";
import { CHECKED } from "../server/modules/forms/form-definition.ts";
import { buildFillableForm } from "../server/modules/forms/form-fixtures.ts";
import { setFormTemplate } from "../server/modules/forms/form-templates.service.ts";
import { startRuntime } from "../server/runtime.ts";
import { buildAgency, buildAgencyUser } from "../server/seed/agency.factory.ts";
import { fileOf } from "../server/seed/document.factory.ts";
import {
  buildFormScenario,
  type FormScenario,
  type FormScenarioOptions,
  type ScenarioPolicy,
} from "../server/seed/form.factory.ts";
import { extractPdfText } from "../tests/support/pdf-text.ts";
import { expectedFields, type Agency } from "./forms-expected.ts";

const VARIANTS: Array<[string, Omit<FormScenarioOptions, "seed">]> = [
  ["full", { generalLiability: 1, property: true, workersCompensation: true, umbrella: true }],
  ["no FEIN", { generalLiability: 1, property: true, fein: false }],
  ["two GL policies", { generalLiability: 2, umbrella: true }],
  ["no property policy", { generalLiability: 1, workersCompensation: true }],
  ["document contradicts record", { generalLiability: 1, property: true, conflictingPhone: true }],
  ["no document, no policies", { generalLiability: 0, noDocument: true }],
];
const SPLITS = { dev: 1000, "held-out": 7_000_001 } as const;

interface Tally {
  correct: number;
  wrong: number;
  missing: number;
  spurious: number;
  failures: string[];
}

const normalise = (value: string | boolean | undefined) =>
  value === true ? CHECKED : value === false || value === undefined ? "" : value.replace(/\s+/g, " ").trim();

/** A split's graded fields over all forms. */
export interface FormsFigures {
  split: keyof typeof SPLITS;
  graded: number;
  correct: number;
  wrong: number;
  missing: number;
  spurious: number;
}

/** Fills and grades the forms for the clients of `splits`; prints unless `print` is false (the CI mode's own table). */
export async function runFormsEval(
  showFailures: string | null = null,
  options: { splits?: ReadonlyArray<keyof typeof SPLITS>; print?: boolean } = {},
): Promise<FormsFigures[]> {
  const log = options.print === false ? () => {} : console.log;
  const figures: FormsFigures[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cara-forms-eval-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "error" });
  const database = await openDatabase({ dataDir: "memory://" });
  const runtime = await startRuntime(config, createLogger("error"), { work: false, database });
  try {
    const system = systemCtx(runtime);
    const agencyRow: Agency = {
      name: "Harbor Insurance Agency",
      line1: "48 Commercial Street",
      city: "Portland",
      zone: "ME",
      postalCode: "04101",
      contactName: "Jordan Avery",
      contactPhone: "(207) 555-0142",
      contactEmail: "jordan@harbor.test",
    };
    const agency = await buildAgency(system, {
      name: agencyRow.name,
      mailingAddress: {
        line1: agencyRow.line1,
        line2: null,
        city: agencyRow.city,
        zone: agencyRow.zone,
        postalCode: agencyRow.postalCode,
      },
      configuration: {
        liabilityCOIConfiguration: {
          contactName: agencyRow.contactName,
          contactPhone: agencyRow.contactPhone,
          contactEmail: agencyRow.contactEmail,
        },
      },
    });
    const member = await buildAgencyUser(system, agency.id, { name: "Eval User" });
    const user: AgencyCtx = agencyCtx(runtime, {
      type: "AGENCY_USER",
      agencyId: agency.id,
      agencyUserId: member.id,
      sessionId: null,
    });
    const cara: AgencyCtx = agencyCtx(runtime, {
      type: "CARA",
      agencyId: agency.id,
      channel: "COPILOT",
      onBehalfOfUserId: member.id,
    });
    // the forms with ACORD field names are filled into an uploaded (ACORD-style, encrypted, XFA) edition
    for (const definition of Object.values(FORM_DEFINITIONS))
      if (definition!.acordFieldNames)
        await setFormTemplate(
          user,
          definition!.template,
          fileOf(await buildFillableForm(definition!, { edition: "acord" }), `${definition!.template}.pdf`),
        );

    log("\nForms (filled through FILL_TEMPLATE, read back from the PDF)");
    for (const split of options.splits ?? (Object.keys(SPLITS) as Array<keyof typeof SPLITS>)) {
      const base = SPLITS[split];
      const tallies = new Map<FormTemplate, Tally>();
      const scenarios: Array<[string, FormScenario]> = [];
      for (const [index, [name, options]] of VARIANTS.entries())
        scenarios.push([name, await buildFormScenario(user, { ...options, seed: base + index })]);
      for (const definition of Object.values(FORM_DEFINITIONS)) {
        const template = definition!.template;
        const tally: Tally = { correct: 0, wrong: 0, missing: 0, spurious: 0, failures: [] };
        tallies.set(template, tally);
        for (const [name, scenario] of scenarios) {
          const result = await fillTemplateInWorkspace(cara, {
            template,
            workspaceId: scenario.workspaceId,
            stageId: crypto.randomUUID(),
            fileIds: [],
            values: [],
            certificateHolder:
              template === "ACORD 24" ? "City of Portland, 389 Congress Street, Portland ME 04101" : null,
          });
          if (!result.success) throw new Error(result.message);
          const { stream } = await openFile(user, result.fileId);
          const pdf = new Uint8Array(await readAll(stream));
          const read: Record<string, string> = {};
          if (definition!.acordFieldNames) {
            for (const [key, value] of Object.entries(await readAcroForm(pdf))) read[key] = normalise(value);
          } else {
            // Cara's layout: the stored value counts only if the PDF prints it
            const text = (await extractPdfText(pdf)).join("\n").replace(/\s+/g, " ");
            for (const field of result.filled as Array<Pick<FilledField, "key" | "value">>)
              read[field.key] =
                field.value === CHECKED || text.includes(normalise(field.value).split(" ").slice(0, 6).join(" "))
                  ? normalise(field.value)
                  : "";
          }
          const expected = expectedFields(template, scenario, agencyRow, name);
          for (const def of definition!.fields) {
            const want = expected[def.key];
            const got = read[def.key] ?? "";
            if (want === undefined) continue; // not graded
            if (want === null) {
              if (got !== "") {
                tally.spurious++;
                tally.failures.push(`${name} ${def.key}: filled "${got}" without data`);
              }
            } else if (got === "") {
              tally.missing++;
              tally.failures.push(`${name} ${def.key}: expected "${want}", left empty`);
            } else if (got === normalise(want)) tally.correct++;
            else {
              tally.wrong++;
              tally.failures.push(`${name} ${def.key}: expected "${want}", got "${got}"`);
            }
          }
        }
      }
      log(`\n${split} (${scenarios.length} clients: ${VARIANTS.map(([n]) => n).join("; ")})`);
      log("form        correct  wrong  missing  spurious  accuracy");
      const all: FormsFigures = { split, graded: 0, correct: 0, wrong: 0, missing: 0, spurious: 0 };
      figures.push(all);
      for (const [template, t] of tallies) {
        const graded = t.correct + t.wrong + t.missing + t.spurious;
        all.graded += graded;
        all.correct += t.correct;
        all.wrong += t.wrong;
        all.missing += t.missing;
        all.spurious += t.spurious;
        log(
          `${template.padEnd(11)} ${String(t.correct).padStart(7)}  ${String(t.wrong).padStart(5)}  ${String(t.missing).padStart(7)}  ${String(t.spurious).padStart(8)}  ${((100 * t.correct) / Math.max(1, graded)).toFixed(1)}%`,
        );
        if (showFailures === split) for (const failure of t.failures) log(`  ✗ ${template} ${failure}`);
      }
      log(
        `all forms   ${all.correct}/${all.graded} graded fields correct (${((100 * all.correct) / Math.max(1, all.graded)).toFixed(1)}%)`,
      );
    }
    return figures;
  } finally {
    await runtime.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export type { ScenarioPolicy };
