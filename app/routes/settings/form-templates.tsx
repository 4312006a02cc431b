import { FileCheck2 } from "lucide-react";
import { pageTitle } from "#app/components/area-page.tsx";
import { TEMPLATES } from "#app/components/copilot/copilot-presets.ts";
import { FormTemplateRow } from "#app/components/documents/form-template-row.tsx";
import type { Route } from "./+types/form-templates";

export { action, loader } from "./form-templates.server.ts";
export const meta = () => pageTitle("Form templates");

const titleOf = (template: string) => TEMPLATES.find((t) => t.value === template)?.label ?? template;

/**
 * Settings → Form templates (docs/product/form-skills.md, "The agency's own editions"): the
 * agency's licensed, fillable ACORD forms. Fill Template writes into an uploaded edition by its
 * field names; without one Cara prints its own layout. ACORD 25 is set on an account's
 * certificates tab.
 */
export default function FormTemplates({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="form-templates-heading" className="flex max-w-3xl flex-col gap-4">
      <div>
        <h2 id="form-templates-heading" className="text-base font-semibold text-neutral-900">
          Form templates
        </h2>
        <p className="mt-1 text-sm text-neutral-500">
          ACORD forms are licensed to your agency. Upload your fillable edition of a form and Fill Template writes into
          it; without one, Cara uses its own layout. Your ACORD 25 is set on an account&apos;s Certificates tab.
        </p>
      </div>
      <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
        {loaderData.templates.map((row) => (
          <FormTemplateRow key={row.template} row={{ ...row, title: titleOf(row.template) }} />
        ))}
      </ul>
      <p className="flex items-center gap-1.5 text-xs text-neutral-500">
        <FileCheck2 aria-hidden className="size-3.5 text-neutral-400" />
        PDF only, with form fields and no password to open it.
      </p>
    </section>
  );
}
