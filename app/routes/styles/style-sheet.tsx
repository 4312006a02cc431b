import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { selectClass } from "#app/components/address-fields.tsx";
import { ActionForm } from "#app/components/action-form.tsx";
import { textareaClass } from "#app/components/documents/textarea-class.ts";
import { FormError, FormField } from "#app/components/form-field.tsx";
import { DialogBack } from "#app/components/route-dialog.tsx";
import { RouteSheet } from "#app/components/route-sheet.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { useMaxUploadBytes } from "#app/lib/public-config.ts";
import { formatFileSize } from "#domain/document.ts";
import { MAX_STYLE_DESCRIPTION, MAX_STYLE_TITLE } from "#domain/document-styles.ts";
import { BASE_STYLE_OPTIONS } from "./style-options.ts";
import { StylePageField, type PageFile } from "./style-page-field.tsx";

export interface StyleDefaults {
  title: string;
  description: string;
  baseStyleId: string | null;
  prefixFile: PageFile | null;
  suffixFile: PageFile | null;
}

/** The form's fields, as the route actions read them (multipart). */
interface StyleFormFields {
  title: string;
  description: string;
  baseStyleId: string;
  prefixFileId: string;
  suffixFileId: string;
  uploadPrefixFile: File;
  uploadSuffixFile: File;
}

/**
 * The style form of Create Style and Edit Style (docs/product/document-styles.md), in a wide
 * slide-out over the list: title (two to four words), description (about one sentence), base
 * style, start page and end page; the preview beside it (under it on a phone). The server checks
 * every field; a refusal shows under its field and keeps what was typed.
 */
export function StyleSheet({
  formId,
  title,
  description,
  parentPath,
  method,
  submitLabel,
  defaults,
  lastResult,
  preview,
  onEdit,
}: {
  formId: string;
  title: string;
  description: ReactNode;
  parentPath: string;
  method: "post" | "put";
  submitLabel: string;
  defaults: StyleDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  preview: ReactNode;
  onEdit: () => void;
}) {
  const navigation = useNavigation();
  const maxBytes = useMaxUploadBytes();
  const pending = navigation.state !== "idle" && navigation.formAction !== undefined && navigation.formMethod !== "GET";
  const [form, fields] = useForm<StyleFormFields>({
    id: formId,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: {
      title: defaults.title,
      description: defaults.description,
      baseStyleId: defaults.baseStyleId ?? "none",
    },
    shouldValidate: "onSubmit",
  });
  const pageHint = `A PDF, up to ${formatFileSize(maxBytes)}`;
  return (
    <RouteSheet
      parentPath={parentPath}
      title={title}
      description={description}
      size="6xl"
      footer={
        <>
          <DialogBack parentPath={parentPath}>Cancel</DialogBack>
          <Button type="submit" form={form.id} pending={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="grid gap-6 lg:h-full lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <ActionForm
          method={method}
          encType="multipart/form-data"
          className="flex flex-col gap-4"
          onChange={onEdit}
          {...getFormProps(form)}
        >
          <FormField field={fields.title} label="Title" description="Two to four words">
            {(props) => (
              <Input
                {...getInputProps(fields.title, { type: "text" })}
                {...props}
                maxLength={MAX_STYLE_TITLE + 20}
                autoComplete="off"
                placeholder="e.g. Harbor Letterhead"
              />
            )}
          </FormField>
          <FormField field={fields.description} label="Description" description="About one sentence">
            {(props) => (
              <textarea
                {...getTextareaProps(fields.description)}
                {...props}
                rows={3}
                maxLength={MAX_STYLE_DESCRIPTION + 50}
                placeholder="e.g. Our letterhead with the Harbor cover page, for proposals to clients."
                className={cn(textareaClass, "resize-y")}
              />
            )}
          </FormField>
          <FormField
            field={fields.baseStyleId}
            label="Base style"
            description="The look of the document: type, colours, headings, tables, header and footer."
          >
            {(props) => (
              <select {...getSelectProps(fields.baseStyleId)} {...props} className={selectClass}>
                {BASE_STYLE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <StylePageField
            key={`prefix-${defaults.prefixFile?.id ?? "none"}`}
            id={`${formId}-prefix`}
            label="Start page"
            hint={`${pageHint}, placed before the document (a cover page or letter)`}
            keepName="prefixFileId"
            uploadName="uploadPrefixFile"
            current={defaults.prefixFile}
            error={fields.uploadPrefixFile.errors?.[0] ?? fields.prefixFileId.errors?.[0]}
            maxBytes={maxBytes}
            disabled={pending}
            onEdit={onEdit}
          />
          <StylePageField
            key={`suffix-${defaults.suffixFile?.id ?? "none"}`}
            id={`${formId}-suffix`}
            label="End page"
            hint={`${pageHint}, placed after the document (about the agency, disclosures)`}
            keepName="suffixFileId"
            uploadName="uploadSuffixFile"
            current={defaults.suffixFile}
            error={fields.uploadSuffixFile.errors?.[0] ?? fields.suffixFileId.errors?.[0]}
            maxBytes={maxBytes}
            disabled={pending}
            onEdit={onEdit}
          />
          <FormError errors={form.errors} />
        </ActionForm>
        {preview}
      </div>
    </RouteSheet>
  );
}
