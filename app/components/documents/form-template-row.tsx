import { useRef } from "react";
import { useFetcher } from "react-router";
import { IdempotencyField } from "#app/components/action-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { formatDate } from "#app/lib/format.ts";

export interface FormTemplateRowData {
  template: string;
  title: string;
  file: { name: string; uploadedAt: string } | null;
}

/**
 * One form on Settings → Form templates: Cara's layout, or the agency's uploaded fillable
 * edition (its file name and date); Upload / Replace and Remove post to the tab's action, and
 * a refusal is shown under the row.
 */
export function FormTemplateRow({ row }: { row: FormTemplateRowData }) {
  const fetcher = useFetcher<{ saved: true } | FormReply>();
  const input = useRef<HTMLInputElement>(null);
  const pending = fetcher.state !== "idle";
  const error =
    fetcher.state === "idle" && fetcher.data && "lastResult" in fetcher.data ? fetcher.data.applicationError : null;
  const headingId = `form-template-${row.template.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <li aria-labelledby={headingId} className="px-4 py-3">
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
      >
        <IdempotencyField renew={fetcher.data} />
        <input type="hidden" name="template" value={row.template} />
        <div className="min-w-0">
          <p id={headingId} className="text-sm font-medium text-neutral-900">
            {row.title}
          </p>
          <p className="mt-0.5 text-sm break-words text-neutral-500">
            {row.file ? (
              <>
                <span className="font-medium text-neutral-700">{row.file.name}</span> · uploaded{" "}
                {formatDate(row.file.uploadedAt)}
              </>
            ) : (
              "Cara layout"
            )}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <input
            ref={input}
            type="file"
            name="file"
            accept="application/pdf"
            className="sr-only"
            tabIndex={-1}
            aria-label={`Fillable ${row.template} PDF`}
            onChange={(event) => {
              const form = event.currentTarget.form;
              if (!form || !event.target.files?.length) return;
              const body = new FormData(form);
              body.set("intent", "upload");
              fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
              event.target.value = "";
            }}
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            pending={pending && fetcher.formData?.get("intent") !== "remove"}
            disabled={pending}
            onClick={() => input.current?.click()}
          >
            {row.file ? "Replace" : "Upload"}
          </Button>
          {row.file ? (
            <Button
              type="submit"
              name="intent"
              value="remove"
              variant="ghost"
              size="sm"
              pending={pending && fetcher.formData?.get("intent") === "remove"}
              disabled={pending}
            >
              Remove
            </Button>
          ) : null}
        </div>
      </fetcher.Form>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </li>
  );
}
