import { Sparkles } from "lucide-react";
import { useState } from "react";
import {
  CERTIFICATE_TYPES,
  CLASSIFICATION_SYSTEMS,
  UNDERWRITING_LINES,
  type CertificateType,
  type ClassificationSystem,
} from "#domain/preset-options.ts";
import type { Preset } from "#domain/workspace.ts";
import { ActionForm } from "#app/components/action-form.tsx";
import { selectClass } from "#app/components/address-fields.tsx";
import { TEMPLATES } from "#app/components/copilot/copilot-presets.ts";
import { FormError } from "#app/components/form-field.tsx";
import { DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { cn } from "#app/lib/cn.ts";
import { AccountPicker } from "./account-picker.tsx";
import { ExplorationModes } from "./exploration-modes.tsx";
import { FileSlot } from "./file-slot.tsx";
import { GroupError } from "./group-error.tsx";
import { describedBy, PresetField, presetLabelClass } from "./preset-field.tsx";
import {
  ADDITIONAL_INTEREST_HINT,
  REQUIREMENTS_HINT,
  CERTIFICATE_HOLDER_HINT,
  CERTIFICATE_TYPE_LABELS,
  CLASSIFICATION_LABELS,
  UNDERWRITING_LINE_LABELS,
  choicesOf,
  conditionalFields,
  defaultCertificateType,
  fileSlotsOf,
} from "./preset-form-model.ts";

const textareaClass =
  "field-sizing-content max-h-48 min-h-20 w-full resize-y rounded-lg border border-neutral-200 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs focus-visible:border-accent-600 focus-visible:ring-2 focus-visible:ring-accent-600/20 focus-visible:outline-none aria-invalid:border-red-500";

/**
 * A built-in preset's dialog form (docs/product/home-and-presets.md): the client account, the
 * preset's file slots (role-tagged), its choices, and a message; posts multipart to its route,
 * which creates the workspace with the preset and the choices kept as presetOptions. Everything
 * typed and every file stays when the server refuses; the submit is guarded while pending.
 */
export function PresetForm({
  preset,
  pending,
  error,
  fieldErrors = {},
}: {
  preset: Preset;
  pending: boolean;
  error?: string | null;
  fieldErrors?: Record<string, string[] | undefined>;
}) {
  const choices = choicesOf(preset);
  const [template, setTemplate] = useState("");
  const [certificateType, setCertificateType] = useState<CertificateType>(defaultCertificateType(preset));
  const [holder, setHolder] = useState("");
  const [interest, setInterest] = useState("");
  const [requirements, setRequirements] = useState("");
  const [message, setMessage] = useState("");
  const formType = choices === "template" ? template : choices === "certificate" ? certificateType : null;
  const shows = conditionalFields(formType);
  const errorOf = (name: string) => fieldErrors[name]?.[0];
  return (
    <ActionForm encType="multipart/form-data" className="flex min-w-0 flex-col gap-4" aria-label="Preset form">
      <PresetField
        id="preset-account"
        label="Client account"
        hint="Cara reads the account, its policies and its contacts."
        hintAbove
        error={errorOf("accountId")}
      >
        <AccountPicker
          id="preset-account"
          onChange={() => undefined}
          invalid={errorOf("accountId") ? true : undefined}
          describedBy={describedBy("preset-account", true, errorOf("accountId"))}
        />
      </PresetField>

      {choices === "template" ? (
        <PresetField id="preset-template" label="Template" error={errorOf("template")}>
          <select
            id="preset-template"
            name="template"
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            className={selectClass}
            aria-invalid={errorOf("template") ? true : undefined}
            aria-describedby={describedBy("preset-template", false, errorOf("template"))}
          >
            <option value="">Let Cara choose from the message</option>
            {TEMPLATES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </PresetField>
      ) : null}

      {choices === "certificate" ? (
        <PresetField id="preset-certificate-type" label="Certificate type" error={errorOf("certificateType")}>
          <select
            id="preset-certificate-type"
            name="certificateType"
            value={certificateType}
            onChange={(event) => setCertificateType(event.target.value as CertificateType)}
            className={selectClass}
            aria-invalid={errorOf("certificateType") ? true : undefined}
          >
            {CERTIFICATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {CERTIFICATE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </PresetField>
      ) : null}

      {shows.certificateHolder ? (
        <PartyField
          name="certificateHolder"
          label="Certificate Holder"
          hint={CERTIFICATE_HOLDER_HINT}
          placeholder="Name and mailing address"
          value={holder}
          onChange={setHolder}
          error={errorOf("certificateHolder")}
        />
      ) : null}

      {shows.additionalInterest ? (
        <PartyField
          name="additionalInterest"
          label="Additional Interest"
          hint={ADDITIONAL_INTEREST_HINT}
          placeholder="Lender, loss payee or mortgagee, and its address"
          value={interest}
          onChange={setInterest}
          error={errorOf("additionalInterest")}
        />
      ) : null}

      {choices === "review" ? (
        <PartyField
          name="requirements"
          label="Requirements"
          hint={REQUIREMENTS_HINT}
          placeholder="One requirement per line"
          value={requirements}
          onChange={setRequirements}
          error={errorOf("requirements")}
        />
      ) : null}

      {choices === "underwriting" ? <UnderwritingLines error={errorOf("lines")} /> : null}
      {choices === "classification" ? <ClassificationSystems error={errorOf("classificationSystem")} /> : null}
      {choices === "exploration" ? <ExplorationModes error={errorOf("explorationMode")} /> : null}

      {fileSlotsOf(preset).map((slot) => (
        <FileSlot key={slot.name} slot={slot} disabled={pending} error={errorOf(slot.name) ?? undefined} />
      ))}

      <PresetField
        id="preset-message"
        label="Message"
        hint="Optional: anything Cara should know or focus on."
        error={errorOf("message")}
      >
        <textarea
          id="preset-message"
          name="message"
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={textareaClass}
          aria-invalid={errorOf("message") ? true : undefined}
          aria-describedby={describedBy("preset-message", true, errorOf("message"))}
        />
      </PresetField>

      {errorOf("files") ? (
        <p role="alert" className="text-sm text-red-600">
          {errorOf("files")}
        </p>
      ) : null}
      <FormError errors={error ? [error] : null} />
      <DialogFooter>
        <DialogBack parentPath="/app/home" />
        <Button type="submit" pending={pending}>
          {pending ? null : <Sparkles aria-hidden />}
          {pending ? "Creating workspace…" : "Create Workspace"}
        </Button>
      </DialogFooter>
    </ActionForm>
  );
}

/** Lines typed in a textarea: the certificate holder (24/25), the additional interest (27/28) or the requirements to check (reviews). */
function PartyField(props: {
  name: "certificateHolder" | "additionalInterest" | "requirements";
  label: string;
  hint: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const id = {
    certificateHolder: "preset-certificate-holder",
    additionalInterest: "preset-additional-interest",
    requirements: "preset-requirements",
  }[props.name];
  const error = props.error ?? undefined;
  return (
    <PresetField id={id} label={props.label} hint={props.hint} error={error}>
      <textarea
        id={id}
        name={props.name}
        rows={3}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={props.placeholder}
        className={textareaClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
      />
    </PresetField>
  );
}

function UnderwritingLines({ error }: { error?: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={cn(presetLabelClass, "mb-2")}>Lines</legend>
      {/* a disabled checkbox is not posted: Business Operations is always sent */}
      <input type="hidden" name="lines" value="BUSINESS_OPERATIONS" />
      <div className="grid gap-2 sm:grid-cols-2">
        {UNDERWRITING_LINES.map((line) => {
          const locked = line === "BUSINESS_OPERATIONS";
          return (
            <label key={line} className="flex items-center gap-2 text-sm text-neutral-900">
              <input
                type="checkbox"
                name={locked ? undefined : "lines"}
                value={line}
                defaultChecked={locked}
                disabled={locked}
                className="size-4 rounded border-neutral-300 accent-accent-600"
              />
              {UNDERWRITING_LINE_LABELS[line]}
              {locked ? <span className="text-xs text-neutral-500">(always included)</span> : null}
            </label>
          );
        })}
      </div>
      <GroupError error={error} />
    </fieldset>
  );
}

function ClassificationSystems({ error }: { error?: string }) {
  const [system, setSystem] = useState<ClassificationSystem>("NAICS");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={cn(presetLabelClass, "mb-2")}>Classification system</legend>
      <div className="flex flex-wrap gap-4">
        {CLASSIFICATION_SYSTEMS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-neutral-900">
            <input
              type="radio"
              name="classificationSystem"
              value={value}
              checked={system === value}
              onChange={() => setSystem(value)}
              className="size-4 border-neutral-300 accent-accent-600"
            />
            {CLASSIFICATION_LABELS[value]}
          </label>
        ))}
      </div>
      <GroupError error={error} />
    </fieldset>
  );
}
