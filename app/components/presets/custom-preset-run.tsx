import { FileText, Sparkles } from "lucide-react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { inheritLabelOf } from "#domain/custom-presets.ts";
import { ActionForm } from "#app/components/action-form.tsx";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { FormError } from "#app/components/form-field.tsx";
import { replyError } from "#app/components/copilot/reply-error.ts";
import { DialogBack, RouteDialog } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { cn } from "#app/lib/cn.ts";
import { FilePicker } from "./file-picker.tsx";

export interface RunnableCustomPreset {
  id: string;
  title: string;
  description: string;
  allowFileUpload: boolean;
  inheritFromPreset?: string | null;
  files: ReadonlyArray<{ id: string; name: string }>;
}

/**
 * A custom preset's run form (docs/product/custom-presets.md): Input Files (only when the preset
 * takes them) and a Message; Create Workspace posts multipart to the route, which trims the
 * message, sends documentIds empty and opens the new workspace. The button is disabled while the
 * submit is on its way (and the server runs a repeated key once); a refusal keeps what was typed.
 */
export function CustomPresetRun({
  preset,
  parentPath,
  pending,
  error,
  fieldErrors = {},
}: {
  preset: RunnableCustomPreset;
  parentPath: string;
  pending: boolean;
  error?: string | null;
  fieldErrors?: Record<string, string[] | undefined>;
}) {
  const [message, setMessage] = useState("");
  const messageError = fieldErrors.message?.[0];
  const skill = inheritLabelOf(preset.inheritFromPreset);
  return (
    <ActionForm encType="multipart/form-data" className="flex min-w-0 flex-col gap-4" aria-label="Run preset">
      {skill || preset.files.length > 0 ? (
        <div className="flex flex-col gap-1.5 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2.5 text-xs text-neutral-600">
          {skill ? (
            <p>
              Works like <span className="font-medium text-neutral-900">{skill}</span>, with your agency&apos;s
              instructions.
            </p>
          ) : null}
          {preset.files.length > 0 ? (
            <div className="flex min-w-0 flex-wrap items-center gap-1.5">
              <span>Cara also reads:</span>
              {preset.files.map((file) => (
                <span key={file.id} className="flex min-w-0 items-center gap-1 text-neutral-900">
                  <FileText className="size-3.5 shrink-0 text-neutral-500" aria-hidden />
                  <span className="truncate">{file.name}</span>
                </span>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}

      {preset.allowFileUpload ? (
        <FilePicker
          id="run-files"
          name="files"
          label="Input Files"
          buttonLabel="Add files"
          hint="The documents for this task: a policy, a contract, an application…"
          disabled={pending}
          error={fieldErrors.files?.[0]}
        />
      ) : null}

      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor="run-message" className="text-sm font-medium text-neutral-900">
          Message
        </label>
        <textarea
          id="run-message"
          name="message"
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Anything Cara should know for this one: the client, a deadline, what to focus on…"
          className={cn(textareaClass, "resize-y")}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? "run-message-error" : undefined}
        />
        {messageError ? (
          <p id="run-message-error" role="alert" className="text-sm text-red-600">
            {messageError}
          </p>
        ) : null}
      </div>

      <FormError errors={error ? [error] : null} />
      <DialogFooter>
        <DialogBack parentPath={parentPath} />
        <Button type="submit" pending={pending} disabled={pending}>
          {pending ? null : <Sparkles aria-hidden />}
          {pending ? "Creating workspace…" : "Create Workspace"}
        </Button>
      </DialogFooter>
    </ActionForm>
  );
}

const fieldErrorsOf = (reply: unknown) =>
  reply && typeof reply === "object" && "fieldErrors" in reply
    ? (reply.fieldErrors as Record<string, string[] | undefined>)
    : undefined;

/** The run dialog over `parentPath` (the presets list or Home): the preset's form, the action's reply under it. */
export function CustomPresetRunDialog({
  preset,
  parentPath,
  actionData,
}: {
  preset: RunnableCustomPreset;
  parentPath: string;
  actionData: unknown;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const reply = pending ? undefined : actionData;
  return (
    <RouteDialog
      parentPath={parentPath}
      title={preset.title}
      description={preset.description || undefined}
      className="sm:max-w-xl"
    >
      <CustomPresetRun
        key={preset.id}
        preset={preset}
        parentPath={parentPath}
        pending={pending}
        error={replyError(reply)}
        fieldErrors={fieldErrorsOf(reply)}
      />
    </RouteDialog>
  );
}
