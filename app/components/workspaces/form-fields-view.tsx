import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useIdempotencyKey } from "#app/components/action-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import type { FormReply } from "#app/lib/form-reply.server.ts";
import { IDEMPOTENCY_FIELD } from "#app/lib/idempotency.ts";
import { searchFor } from "./panel-params.ts";
import type { WsFormFields } from "./types.ts";

type Filled = WsFormFields["filled"][number];
type FieldReply = FormReply | { ok: true; version: number };

/**
 * A filled form's fields (docs/product/form-skills.md "The form's card"): each value with its
 * source (the record, or the file and page with the passage on expand) and, unless Cara is
 * working, an edit control that saves the correction as a new version; then the fields Cara
 * could not fill, with why, each of which the user can fill in.
 */
export function FormFieldsView(props: {
  fields: WsFormFields;
  artifactId: string;
  version: number;
  /** The workspace action; without it the list is read-only (the focus dialog). */
  action?: string;
  readOnly?: boolean;
  /** Why the fields cannot be edited here (Cara working; a certificate issued again instead). */
  readOnlyNote?: string;
}) {
  const { fields } = props;
  const editable = Boolean(props.action) && !props.readOnly;
  return (
    <section aria-label="Form fields" className="flex flex-col gap-3 text-sm" data-testid="form-fields">
      <div>
        <h3 className="font-semibold text-neutral-900">Filled fields ({fields.filled.length})</h3>
        {props.action && props.readOnly ? (
          <p className="text-xs text-neutral-500">{props.readOnlyNote ?? "Read-only while Cara is working."}</p>
        ) : null}
      </div>
      <ul className="divide-y divide-neutral-100 rounded-lg border border-neutral-200">
        {fields.filled.map((field) => (
          <FieldRow key={field.key} field={field} {...props} editable={editable} />
        ))}
      </ul>
      {fields.missing.length > 0 ? (
        <div className="flex flex-col gap-2" data-testid="form-missing">
          <h3 className="font-semibold text-neutral-900">Could not fill ({fields.missing.length})</h3>
          <ul className="divide-y divide-neutral-100 rounded-lg border border-amber-200 bg-amber-50/40">
            {fields.missing.map((field) => (
              <FieldRow
                key={field.key}
                field={{ key: field.key, label: field.label, value: "", reason: field.reason }}
                {...props}
                editable={editable}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function SourceLine({ source }: { source: Filled["source"] }) {
  if (source.kind === "document" && source.quote)
    return (
      <details className="text-xs text-neutral-500">
        <summary className="cursor-pointer" title={source.quote}>
          {source.label}
        </summary>
        <blockquote className="mt-1 border-l-2 border-neutral-300 pl-2 text-neutral-700">“{source.quote}”</blockquote>
      </details>
    );
  return <p className="text-xs text-neutral-500">{source.label}</p>;
}

function FieldRow(props: {
  field: { key: string; label: string; value: string; source?: Filled["source"]; reason?: string };
  artifactId: string;
  version: number;
  action?: string;
  editable: boolean;
}) {
  const { field } = props;
  const fetcher = useFetcher<FieldReply>({ key: `form-field:${props.artifactId}:${field.key}` });
  const key = useIdempotencyKey(fetcher.data);
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(field.value);
  const saved = fetcher.state === "idle" && fetcher.data && "ok" in fetcher.data ? fetcher.data.version : null;
  const error =
    fetcher.state === "idle" && fetcher.data && "lastResult" in fetcher.data ? fetcher.data.applicationError : null;
  const [seenSave, setSeenSave] = useState<number | null>(null);
  if (saved !== null && saved !== seenSave) {
    setSeenSave(saved);
    setEditing(false);
  }
  useEffect(() => {
    if (saved === null || saved === props.version) return;
    void navigate(
      { search: searchFor(location.search, { kind: "artifact", artifactId: props.artifactId, version: saved }) },
      { replace: true, preventScrollReset: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const inputId = `form-field-${field.key}`;
  return (
    <li className="flex flex-col gap-1 px-3 py-2" data-testid="form-field" data-key={field.key}>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-neutral-500">{field.label}</p>
          {field.reason ? (
            <p className="text-amber-800">{field.reason}</p>
          ) : (
            <p className="break-words whitespace-pre-line text-neutral-900">{field.value}</p>
          )}
          {field.source ? <SourceLine source={field.source} /> : null}
        </div>
        {props.editable && !editing ? (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={`Edit ${field.label}`}
            onClick={() => {
              setValue(field.value);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden />
          </Button>
        ) : null}
      </div>
      {editing && props.action ? (
        <fetcher.Form method="post" action={props.action} className="flex flex-wrap items-center gap-2">
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} />
          <input type="hidden" name="intent" value="formField" />
          <input type="hidden" name="artifactId" value={props.artifactId} />
          <input type="hidden" name="key" value={field.key} />
          <label htmlFor={inputId} className="sr-only">
            {field.label}
          </label>
          <Input
            id={inputId}
            name="value"
            value={value}
            autoFocus
            onChange={(event) => setValue(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving…" : "Save"}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
          {error ? (
            <p className="w-full text-xs text-red-700" role="alert">
              {error}
            </p>
          ) : null}
        </fetcher.Form>
      ) : null}
    </li>
  );
}
