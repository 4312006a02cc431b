// Writes the form fixtures to a folder (default /tmp/cara-form-fixtures): per form with ACORD
// field names a plain fillable edition and one as ACORD distributes it (encrypted, XFA,
// fully-qualified names), and per form a sample of Cara's own layout with every field filled
// with its label in capitals, to look at (pdftoppm -png -r 60). Usage: tsx scripts/form-fixtures.ts [dir]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FORM_DEFINITIONS } from "../server/modules/forms/acord/index.ts";
import { CHECKED } from "../server/modules/forms/form-definition.ts";
import { buildFillableForm } from "../server/modules/forms/form-fixtures.ts";
import { renderFormLayout } from "../server/modules/forms/form-layout.ts";

const dir = process.argv[2] ?? "/tmp/cara-form-fixtures";
mkdirSync(dir, { recursive: true });
for (const definition of Object.values(FORM_DEFINITIONS)) {
  const slug = definition!.template.replace(" ", "-").toLowerCase();
  if (definition!.acordFieldNames) {
    writeFileSync(path.join(dir, `${slug}-fillable.pdf`), await buildFillableForm(definition!));
    writeFileSync(
      path.join(dir, `${slug}-acord-edition.pdf`),
      await buildFillableForm(definition!, { edition: "acord" }),
    );
  }
  const filled = definition!.fields
    .filter((_, i) => i % 5 !== 4)
    .map((f) => ({
      key: f.key,
      label: f.label,
      value: f.kind === "checkbox" ? CHECKED : f.label.toUpperCase(),
      source: { kind: "user" as const, label: "sample" },
    }));
  writeFileSync(
    path.join(dir, `${slug}-cara-layout.pdf`),
    await renderFormLayout(definition!, filled, { subtitle: "Sample Client LLC", today: "11/27/2026" }),
  );
}
console.log(`Wrote the form fixtures to ${dir}`);
