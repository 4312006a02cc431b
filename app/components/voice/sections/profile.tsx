import { CUSTOMER_NAME_PLACEHOLDER, LANGUAGES } from "#domain/voice-agent.ts";
import { Section, SelectField, TextAreaField, TextField } from "../fields.tsx";
import type { SectionProps } from "./section-props.ts";

/** Basic Information: the agent's name, number, language and what it says first. */
export function BasicSection({
  name,
  phoneNumber,
  config,
  errors,
  gated,
}: SectionProps & { name: string; phoneNumber: string | null }) {
  return (
    <Section id="basic" title="Basic Information">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField path="name" label="Name" hint="Shown in your list of voice agents." value={name} errors={errors} />
        <div className="flex min-w-0 flex-col gap-1.5">
          <span className="text-sm font-medium text-neutral-800">Phone Number</span>
          <p className="flex h-9 items-center rounded-lg border border-neutral-200 bg-neutral-50 px-3 font-mono text-sm text-neutral-700">
            {phoneNumber ?? "Not assigned yet"}
          </p>
          <p className="text-xs text-neutral-500">The phone number cannot be changed here.</p>
        </div>
        <TextField
          path="agentName"
          label="Agent Name"
          hint="Leave blank to use Cara."
          value={config.agentName}
          placeholder="Cara"
          errors={errors}
        />
        <SelectField path="language" label="Language" value={config.language} options={LANGUAGES} errors={errors} />
      </div>
      <TextAreaField
        path="introPhrase"
        label="Intro Phrase"
        hint={`Said exactly as written when the call is answered. ${CUSTOMER_NAME_PLACEHOLDER} is replaced by the caller's name when the caller is known.`}
        value={config.introPhrase}
        placeholder={`Hi ${CUSTOMER_NAME_PLACEHOLDER}, thanks for calling. How can I help?`}
        errors={errors}
      />
      <TextAreaField
        path="globalCustomInstructions"
        label="Custom Instructions"
        value={config.globalCustomInstructions}
        errors={errors}
        gated={gated}
        disabled={gated}
      />
    </Section>
  );
}

type AgencyKey = keyof SectionProps["config"]["agency"];
export type AgencyFallbacks = { name: string; phone: string; email: string; address: string };

/** Agency Information's fields, in order; a blank field uses the agency's own detail. */
const AGENCY_FIELDS = (
  fallbacks: AgencyFallbacks,
): { key: AgencyKey; label: string; type?: string; placeholder: string }[] => [
  { key: "name", label: "Agency Name", placeholder: fallbacks.name },
  { key: "phone", label: "Phone", type: "tel", placeholder: fallbacks.phone },
  { key: "email", label: "Email", type: "email", placeholder: fallbacks.email },
  { key: "website", label: "Website", placeholder: "https://" },
  { key: "address", label: "Address", placeholder: fallbacks.address },
  { key: "businessHours", label: "Business Hours", placeholder: "Monday to Friday, 9am to 5pm" },
];

export function AgencySection({ config, errors, fallbacks }: SectionProps & { fallbacks: AgencyFallbacks }) {
  return (
    <Section id="agency" title="Agency Information" description="Blank fields use your agency's own details.">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {AGENCY_FIELDS(fallbacks).map((field) => (
          <TextField
            key={field.key}
            path={`agency.${field.key}`}
            label={field.label}
            type={field.type}
            value={config.agency[field.key]}
            placeholder={field.placeholder}
            errors={errors}
          />
        ))}
      </div>
    </Section>
  );
}
