import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { ActionForm } from "#app/components/action-form.tsx";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { DialogBack } from "#app/components/route-dialog.tsx";
import { RouteSheet } from "#app/components/route-sheet.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The text document form of Create Document and Edit (docs/product/knowledge-base-screens.md): a
 * title (two to four words) and the content, in a slide-out over the list. The server checks the
 * fields; a refusal shows under its field and keeps everything typed.
 */
export function TextDocumentSheet({
  formId,
  title,
  description,
  parentPath,
  submitLabel,
  defaults,
  lastResult,
}: {
  formId: string;
  title: string;
  description: string;
  parentPath: string;
  submitLabel: string;
  defaults?: { title: string; content: string };
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: formId,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
  });
  return (
    <RouteSheet
      parentPath={parentPath}
      title={title}
      description={description}
      size="2xl"
      footer={
        <>
          <DialogBack parentPath={parentPath}>Cancel</DialogBack>
          <Button type="submit" form={form.id} pending={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <ActionForm className="flex h-full flex-col gap-4" {...getFormProps(form)}>
        <FormField field={fields.title} label="Title" description="Two to four words">
          {(props) => (
            <Input
              {...getInputProps(fields.title, { type: "text" })}
              {...props}
              autoComplete="off"
              placeholder="e.g. Certificate request steps"
            />
          )}
        </FormField>
        <FormField field={fields.content} label="Content" className="min-h-0 flex-1">
          {(props) => (
            <textarea
              {...getTextareaProps(fields.content)}
              {...props}
              rows={16}
              placeholder="What Cara should know: procedures, contacts, appetite, office hours…"
              className={cn(textareaClass, "min-h-64 flex-1 resize-y leading-6")}
            />
          )}
        </FormField>
        <FormError errors={form.errors} />
      </ActionForm>
    </RouteSheet>
  );
}
