import { CircleHelp } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import {
  INHERITABLE_PRESETS,
  MAX_PRESET_BASE_PROMPT,
  MAX_PRESET_DESCRIPTION,
  MAX_PRESET_TITLE,
} from "#domain/custom-presets.ts";
import { ActionForm } from "#app/components/action-form.tsx";
import { selectClass } from "#app/components/address-fields.tsx";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { ReferenceFiles } from "./reference-files.tsx";
import { PresetHelp } from "./preset-help.tsx";
import { describedBy, PresetField } from "./preset-field.tsx";

export interface PresetFormValues {
  title: string;
  description: string;
  basePrompt: string;
  allowFileUpload: boolean;
  inheritFromPreset: string;
}

export interface PresetFormFile {
  id: string;
  name: string;
  size: number;
  url: string;
}

/** The route's reply to a refused save: messages per field, the form's message, the values typed. */
export interface PresetFormReply {
  validationErrors?: Record<string, string[]>;
  applicationError?: string;
  lastResult?: { initialValue?: Record<string, unknown> | null };
}

const count = new Intl.NumberFormat("en-US");
const isPlanLimit = (message: string) => /\bplan includes\b/i.test(message);

/** The values to start from: what was typed before a refusal (no JavaScript), else the preset's. */
function startValues(defaults: PresetFormValues, reply: PresetFormReply | undefined): PresetFormValues {
  const typed = reply?.lastResult?.initialValue;
  if (!typed) return defaults;
  const text = (key: keyof PresetFormValues) => (typeof typed[key] === "string" ? (typed[key] as string) : "");
  return {
    title: text("title"),
    description: text("description"),
    basePrompt: text("basePrompt"),
    allowFileUpload: typed.allowFileUpload === true,
    inheritFromPreset: text("inheritFromPreset"),
  };
}

/**
 * Create and edit a custom preset (docs/product/custom-presets.md): title (two to four words),
 * description (about one sentence), the built-in preset it inherits from, the base prompt, whether
 * a run takes input files, and the reference files (kept ones removable, new ones uploaded). Posts
 * multipart; the server checks every field and a refusal shows under its field, everything typed
 * and every file kept. Show help opens a side panel on writing a good base prompt.
 */
export function CustomPresetForm({
  method,
  defaults,
  files,
  parentPath,
  submitLabel,
  pending,
  reply,
  helpOpen,
  onToggleHelp,
}: {
  method: "post" | "put";
  defaults: PresetFormValues;
  files: readonly PresetFormFile[];
  parentPath: string;
  submitLabel: string;
  pending: boolean;
  reply?: PresetFormReply;
  helpOpen: boolean;
  onToggleHelp: () => void;
}) {
  const [values, setValues] = useState(() => startValues(defaults, reply));
  const [kept, setKept] = useState(() => files.map((file) => file.id));
  const helpId = useId();
  const errors = pending ? undefined : reply?.validationErrors;
  const errorOf = (name: string) => errors?.[name]?.[0];
  const formError = pending ? undefined : reply?.applicationError;
  const set = <K extends keyof PresetFormValues>(key: K, value: PresetFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const uploadError =
    errorOf("uploadFiles") ?? Object.entries(errors ?? {}).find(([k]) => k.startsWith("uploadFiles."))?.[1][0];

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="-mt-2 flex justify-end">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onToggleHelp}
          aria-expanded={helpOpen}
          aria-controls={helpOpen ? helpId : undefined}
        >
          <CircleHelp aria-hidden />
          {helpOpen ? "Hide help" : "Show help"}
        </Button>
      </div>
      <div className={cn("grid min-w-0 gap-5", helpOpen && "lg:grid-cols-[minmax(0,1fr)_20rem]")}>
        {helpOpen ? (
          <div className="min-w-0 lg:order-last">
            <PresetHelp id={helpId} />
          </div>
        ) : null}
        <ActionForm
          method={method}
          encType="multipart/form-data"
          className="flex min-w-0 flex-col gap-4"
          aria-label={submitLabel}
        >
          {formError ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700">
              <p>{formError}</p>
              {isPlanLimit(formError) ? (
                <p className="mt-1">
                  <Link to="/app/settings/subscription" className="font-medium underline underline-offset-2">
                    See your plan
                  </Link>
                </p>
              ) : null}
            </div>
          ) : null}

          <div className="grid min-w-0 gap-4 sm:grid-cols-2">
            <PresetField id="preset-title" label="Title" hint="Two to four words" error={errorOf("title")}>
              <Input
                id="preset-title"
                name="title"
                value={values.title}
                onChange={(event) => set("title", event.target.value)}
                autoComplete="off"
                maxLength={MAX_PRESET_TITLE * 2}
                placeholder="e.g. Renewal Review Letter"
                aria-invalid={errorOf("title") ? true : undefined}
                aria-describedby={describedBy("preset-title", true, errorOf("title"))}
              />
            </PresetField>
            <PresetField
              id="preset-inherit"
              label="Inherit from"
              hint="Cara follows this built-in preset's steps, with your instructions on top."
              error={errorOf("inheritFromPreset")}
            >
              <select
                id="preset-inherit"
                name="inheritFromPreset"
                value={values.inheritFromPreset}
                onChange={(event) => set("inheritFromPreset", event.target.value)}
                className={selectClass}
                aria-invalid={errorOf("inheritFromPreset") ? true : undefined}
                aria-describedby={describedBy("preset-inherit", true, errorOf("inheritFromPreset"))}
              >
                <option value="">None</option>
                {INHERITABLE_PRESETS.map((option) => (
                  <option key={option.preset} value={option.preset}>
                    {option.label}
                  </option>
                ))}
              </select>
            </PresetField>
          </div>

          <PresetField
            id="preset-description"
            label="Description"
            hint="About one sentence"
            error={errorOf("description")}
          >
            <Input
              id="preset-description"
              name="description"
              value={values.description}
              onChange={(event) => set("description", event.target.value)}
              autoComplete="off"
              maxLength={MAX_PRESET_DESCRIPTION * 2}
              placeholder="e.g. Compares the renewal with the expiring policy and drafts the client letter."
              aria-invalid={errorOf("description") ? true : undefined}
              aria-describedby={describedBy("preset-description", true, errorOf("description"))}
            />
          </PresetField>

          <PresetField
            id="preset-base-prompt"
            label="Base prompt"
            hint="What Cara does every time this preset runs: the task, what to check, what to hand back."
            error={errorOf("basePrompt")}
            aside={
              <span
                className={cn(
                  "text-xs tabular-nums",
                  values.basePrompt.length > MAX_PRESET_BASE_PROMPT ? "text-red-600" : "text-neutral-500",
                )}
              >
                {count.format(values.basePrompt.length)} / {count.format(MAX_PRESET_BASE_PROMPT)}
              </span>
            }
          >
            <textarea
              id="preset-base-prompt"
              name="basePrompt"
              rows={10}
              value={values.basePrompt}
              onChange={(event) => set("basePrompt", event.target.value)}
              placeholder="e.g. Review the renewal against the expiring policy. Compare premium, limits, deductibles and endorsements, then draft a short letter to the insured explaining what changed."
              className={cn(textareaClass, "min-h-48 resize-y leading-6")}
              aria-invalid={errorOf("basePrompt") ? true : undefined}
              aria-describedby={describedBy("preset-base-prompt", true, errorOf("basePrompt"))}
            />
          </PresetField>

          <div className="flex items-start gap-2.5">
            <input
              id="preset-allow-upload"
              type="checkbox"
              name="allowFileUpload"
              value="true"
              checked={values.allowFileUpload}
              onChange={(event) => set("allowFileUpload", event.target.checked)}
              aria-describedby="preset-allow-upload-hint"
              className="mt-0.5 size-4 shrink-0 rounded border-neutral-300 accent-accent-600"
            />
            <span className="min-w-0">
              <label htmlFor="preset-allow-upload" className="block text-sm font-medium text-neutral-900">
                Allow file upload
              </label>
              <span id="preset-allow-upload-hint" className="block text-xs text-neutral-500">
                Ask for input files (a policy, a contract, an application) when the preset runs.
              </span>
            </span>
          </div>

          <ReferenceFiles
            files={files}
            kept={kept}
            onRemove={(id) => setKept((current) => current.filter((keptId) => keptId !== id))}
            pending={pending}
            error={uploadError ?? errorOf("fileIds")}
          />

          <DialogFooter>
            <DialogBack parentPath={parentPath} />
            <Button type="submit" pending={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </ActionForm>
      </div>
    </div>
  );
}
