import { Sparkles } from "lucide-react";
import { useState } from "react";
import type { ServiceRequestType } from "#domain/service-request.ts";
import type { Preset } from "#domain/workspace.ts";
import { ActionForm } from "#app/components/action-form.tsx";
import { selectClass } from "#app/components/address-fields.tsx";
import { FormError } from "#app/components/form-field.tsx";
import { DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { CopilotFiles, type ExistingFile } from "./copilot-files.tsx";
import { defaultTemplateFor, presetOptionsFor, roleTagFor, TEMPLATES } from "./copilot-presets.ts";

const label = "text-sm font-medium text-neutral-900";
const fieldError = (messages?: string[]) =>
  messages?.[0] ? <p className="text-sm text-red-700">{messages[0]}</p> : null;

/**
 * The Open in Copilot form (docs/product/servicing.md, "Open in Copilot"): preset (the suggested one
 * first and chosen), the template for Fill Template, the first message and the files; posts multipart
 * to the dialog's route. Everything typed stays on a refusal.
 */
export function OpenInCopilotForm({
  requestType,
  instruction,
  parentPath,
  pending,
  error,
  fieldErrors,
}: {
  requestType: ServiceRequestType;
  instruction: string;
  parentPath: string;
  pending: boolean;
  error?: string | null;
  fieldErrors?: Record<string, string[]>;
}) {
  const options = presetOptionsFor(requestType);
  const [preset, setPreset] = useState<Preset | "">(options.find((option) => option.suggested)?.preset ?? "");
  const [template, setTemplate] = useState(defaultTemplateFor(requestType));
  const [message, setMessage] = useState(instruction);
  const [existing, setExisting] = useState<ExistingFile[]>([]);
  const canSubmit = Boolean(preset) && !pending;
  return (
    <ActionForm encType="multipart/form-data" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="copilot-preset" className={label}>
          Preset
        </label>
        <select
          id="copilot-preset"
          name="preset"
          value={preset}
          onChange={(event) => setPreset(event.target.value as Preset | "")}
          className={selectClass}
          aria-invalid={fieldErrors?.preset ? true : undefined}
        >
          {preset === "" ? <option value="">Choose a preset</option> : null}
          {options.map((option) => (
            <option key={option.preset} value={option.preset}>
              {option.label}
              {option.suggested ? " (suggested)" : ""}
            </option>
          ))}
        </select>
        {fieldError(fieldErrors?.preset)}
      </div>
      {preset === "GenerateTemplate" ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="copilot-template" className={label}>
            Template
          </label>
          <select
            id="copilot-template"
            name="template"
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            className={selectClass}
          >
            <option value="">Let Cara choose from the request</option>
            {TEMPLATES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="copilot-message" className={label}>
          Message
        </label>
        <textarea
          id="copilot-message"
          name="message"
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={fieldErrors?.message ? true : undefined}
          className="field-sizing-content max-h-48 min-h-24 w-full resize-y rounded-lg border border-neutral-200 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none aria-invalid:border-red-500"
        />
        {fieldError(fieldErrors?.message)}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className={`${label} mb-1.5`}>Files</legend>
        <CopilotFiles
          existing={existing}
          onExistingChange={setExisting}
          roleTag={roleTagFor(preset || null)}
          disabled={pending}
        />
        {fieldError(fieldErrors?.files)}
      </fieldset>
      <FormError errors={error ? [error] : null} />
      <DialogFooter>
        <DialogBack parentPath={parentPath} />
        <Button type="submit" disabled={!canSubmit} pending={pending}>
          {pending ? null : <Sparkles aria-hidden />}
          Open in Copilot
        </Button>
      </DialogFooter>
    </ActionForm>
  );
}
