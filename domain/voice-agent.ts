import { z } from "zod";

/**
 * A voice agent's whole configuration (docs/product/voice-agents.md, ADR 074): the option lists of
 * the spec, the defaults a new agent starts with, the schema the server checks a save against (its
 * messages are shown under the matching field) and which parts need advanced voice customization.
 * Shared by the server (the check) and the settings screen (the pickers and the upgrade badges).
 */

// ---- Option lists ------------------------------------------------------------------------------

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

export const LANGUAGES: Option[] = [
  {
    value: "multi",
    label: "Multi-language (English, Spanish, French, Hindi, Russian, Japanese, Portuguese, German, Italian, Dutch)",
  },
  { value: "en-AU", label: "English (Australia)" },
  { value: "en-GB", label: "English (UK)" },
  { value: "en-IN", label: "English (India)" },
  { value: "en-NZ", label: "English (New Zealand)" },
  { value: "en-US", label: "English (US)" },
  { value: "bg", label: "Bulgarian" },
  { value: "ca", label: "Catalan" },
  { value: "da", label: "Danish" },
  { value: "de", label: "German" },
  { value: "el", label: "Greek" },
  { value: "es-419", label: "Spanish (Latin America)" },
  { value: "es-ES", label: "Spanish (Spain)" },
  { value: "fi", label: "Finnish" },
  { value: "fr-CA", label: "French (Canada)" },
  { value: "fr-FR", label: "French (France)" },
  { value: "hi", label: "Hindi" },
  { value: "hu", label: "Hungarian" },
  { value: "id", label: "Indonesian" },
  { value: "it", label: "Italian" },
  { value: "ja", label: "Japanese" },
  { value: "ko", label: "Korean" },
  { value: "nl-BE", label: "Dutch (Belgium)" },
  { value: "nl-NL", label: "Dutch (Netherlands)" },
  { value: "no", label: "Norwegian" },
  { value: "pl", label: "Polish" },
  { value: "pt-BR", label: "Portuguese (Brazil)" },
  { value: "pt-PT", label: "Portuguese (Portugal)" },
  { value: "ro", label: "Romanian" },
  { value: "ru", label: "Russian" },
  { value: "sk", label: "Slovak" },
  { value: "sv", label: "Swedish" },
  { value: "th", label: "Thai" },
  { value: "tr", label: "Turkish" },
  { value: "vi", label: "Vietnamese" },
  { value: "zh-CN", label: "Chinese (China)" },
];

export const VOICES = [
  "Charlotte",
  "Chloe",
  "Eleanor",
  "Evie",
  "Grace",
  "Isabel",
  "Kate",
  "Marissa",
  "Susan",
  "Zuri",
] as const;
export type Voice = (typeof VOICES)[number];

export const CONTACT_INFO: Option<"email" | "phone">[] = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
];

export const COMMUNICATION_STYLES: Option<"BUILD_RAPPORT" | "FRIENDLY" | "CORDIAL" | "TASK_FOCUSED">[] = [
  { value: "BUILD_RAPPORT", label: "Build rapport" },
  { value: "FRIENDLY", label: "Friendly (neutral)" },
  { value: "CORDIAL", label: "Cordial" },
  { value: "TASK_FOCUSED", label: "Task focused" },
];

/** OTHER is offered only when already set; when set, the other choices are disabled. */
export const BUSINESS_LINES: Option<"ALL" | "COMMERCIAL" | "PERSONAL" | "OTHER">[] = [
  { value: "ALL", label: "All" },
  { value: "COMMERCIAL", label: "Commercial" },
  { value: "PERSONAL", label: "Personal" },
  { value: "OTHER", label: "Other" },
];

export const RESPONSIVENESS: Option<number>[] = [
  { value: 0.7, label: "Deliberate" },
  { value: 0.75, label: "Measured" },
  { value: 0.85, label: "Balanced" },
  { value: 0.9, label: "Quick" },
  { value: 1, label: "Immediate" },
];
export const VOICE_SPEEDS: Option<number>[] = [
  { value: 0.8, label: "Very Slow" },
  { value: 0.96, label: "Slow" },
  { value: 1.06, label: "Normal" },
  { value: 1.2, label: "Fast" },
  { value: 1.3, label: "Very Fast" },
];
export const VOICE_TEMPERATURES: Option<number>[] = [
  { value: 0.1, label: "Flat" },
  { value: 0.5, label: "Subtle" },
  { value: 1, label: "Natural" },
  { value: 1.5, label: "Expressive" },
  { value: 2, label: "Very Expressive" },
];
export const VOICE_VOLUMES: Option<number>[] = [
  { value: 0.5, label: "Quiet" },
  { value: 0.75, label: "Soft" },
  { value: 1, label: "Normal" },
  { value: 1.25, label: "Loud" },
  { value: 1.5, label: "Very Loud" },
];

const q = (...pairs: Array<[string, string]>): Option[] => pairs.map(([value, label]) => ({ value, label }));

/** Each question group's selectable questions, by the configuration key holding them. */
export const QUESTIONS = {
  quote: {
    qualification: q(["reasonForQuote", "Reason for quote"], ["priorPolicy", "Prior policy and expiration date"]),
    commercialCommon: q(
      ["businessOperations", "Business operations"],
      ["legalName", "Legal name and DBA"],
      ["startDate", "Start date"],
      ["annualRevenue", "Estimated annual revenue"],
    ),
    auto: q(
      ["businessOrPersonal", "Business or personal auto"],
      ["vin", "VIN or vehicle details"],
      ["garagingAddress", "Garaging address"],
      ["annualMileage", "Annual mileage"],
      ["vehicleValue", "Vehicle value"],
      ["vehicleCount", "Vehicle count"],
      ["acquisitionDate", "Acquisition date"],
      ["compCollision", "Comprehensive and collision"],
      ["driverCount", "Driver count"],
      ["driverDetails", "Driver details"],
      ["licenseNumbers", "License numbers"],
      ["vehicleUse", "Vehicle use"],
      ["priorAccidents", "Prior accidents or violations"],
    ),
    commercialLiability: q(
      ["importManufacture", "Import, manufacture or own label"],
      ["locationAddresses", "Location addresses"],
      ["revenueByOperation", "Revenue by operation and location"],
      ["coverageLimits", "Coverage limits"],
      ["underwriting", "Underwriting questions"],
    ),
    commercialProperty: q(
      ["buildingAddress", "Building address"],
      ["ownershipStatus", "Ownership status"],
      ["residentialType", "Residential type"],
      ["primaryOrSecondary", "Primary or secondary home"],
      ["primaryHomeAddress", "Primary home address"],
      ["squareFootage", "Square footage"],
      ["yearBuilt", "Year built and updates"],
      ["framingType", "Framing type"],
      ["exteriorWall", "Exterior wall type"],
      ["alarms", "Alarms"],
      ["coverageAmounts", "Coverage amounts"],
      ["sprinklers", "Sprinkler system"],
      ["priorLosses", "Prior losses"],
      ["otherLocations", "Other locations"],
    ),
    workersCompensation: q(
      ["fein", "FEIN"],
      ["locationsWithEmployees", "Location addresses with employees"],
      ["employeeCounts", "Employee counts"],
      ["payroll", "Payroll"],
      ["contractorPayments", "Contractor 1099 payments"],
      ["ownerCoverage", "Owner/officer coverage"],
      ["underwriting", "Underwriting questions"],
    ),
  },
  service: {
    addDriver: q(
      ["name", "Name"],
      ["gender", "Gender"],
      ["dateOfBirth", "Date of birth"],
      ["licenseNumber", "License number"],
    ),
    addVehicle: q(
      ["vin", "VIN or vehicle details"],
      ["coverages", "Desired coverages"],
      ["annualMileage", "Annual mileage"],
      ["driverOrVehicleChanges", "Driver or vehicle changes"],
    ),
    addLocation: q(
      ["newAddress", "New address"],
      ["locationsToRemove", "Locations to remove"],
      ["ownershipStatus", "Ownership status"],
      ["coverageLimits", "Coverage limits"],
      ["effectiveDate", "Effective date"],
      ["liabilityRevenue", "Commercial liability revenue"],
      ["wcPayroll", "Workers compensation payroll and employee count"],
    ),
  },
  fnol: {
    auto: q(
      ["lossDate", "Loss date"],
      ["location", "Location"],
      ["description", "Description"],
      ["driver", "Driver identification"],
      ["injuries", "Injury identification"],
      ["vehicleDamage", "Vehicle damage"],
      ["vehicleDetails", "Vehicle details without VIN"],
      ["policeReport", "Police report request"],
    ),
    commercialLiability: q(
      ["lossDate", "Loss date"],
      ["location", "Location"],
      ["description", "Description"],
      ["injuredParties", "Injured parties"],
      ["premiseOwnership", "Premise liability ownership"],
      ["products", "Product liability products"],
      ["productRole", "Product liability role"],
      ["otherMaterial", "Other liability material or action"],
      ["witnesses", "Witnesses"],
      ["policeReportNumber", "Police report number"],
    ),
    commercialProperty: q(
      ["lossDate", "Loss date"],
      ["location", "Location"],
      ["descriptionAndCause", "Description and cause"],
      ["usability", "Property usability"],
      ["policeReport", "Police report request"],
    ),
    workersCompensation: q(
      ["fein", "Confirm FEIN"],
      ["oshaCase", "OSHA case number"],
      ["injury", "Injury description"],
      ["employeeName", "Employee name"],
      ["dateOfBirth", "Date of birth"],
      ["weeklyWages", "Weekly wages"],
      ["jobTitle", "Job title"],
      ["hireDate", "Hire date and status"],
      ["contactInfo", "Contact info"],
      ["maritalStatus", "Marital status"],
      ["dependents", "Dependents"],
    ),
  },
} as const;

export const QUOTE_GROUPS = Object.keys(QUESTIONS.quote) as Array<keyof typeof QUESTIONS.quote>;
export const SERVICE_GROUPS = Object.keys(QUESTIONS.service) as Array<keyof typeof QUESTIONS.service>;
export const FNOL_GROUPS = Object.keys(QUESTIONS.fnol) as Array<keyof typeof QUESTIONS.fnol>;

export const GROUP_LABELS: Record<string, string> = {
  qualification: "Qualification",
  commercialCommon: "Commercial (common)",
  auto: "Auto",
  commercialLiability: "Commercial Liability",
  commercialProperty: "Property",
  workersCompensation: "Workers Compensation",
  addDriver: "Add Driver",
  addVehicle: "Add Vehicle",
  addLocation: "Add Location",
};

export const TRANSFER_BEHAVIORS: Option<"IMMEDIATE" | "ATTEMPT_FIRST">[] = [
  { value: "IMMEDIATE", label: "Transfer immediately" },
  { value: "ATTEMPT_FIRST", label: "Attempt to handle first" },
];

export const TRANSFER_TIMEZONES: Option[] = [
  { value: "America/Los_Angeles", label: "Pacific (America/Los_Angeles)" },
  { value: "America/Denver", label: "Mountain (America/Denver)" },
  { value: "America/Chicago", label: "Central (America/Chicago)" },
  { value: "America/New_York", label: "Eastern (America/New_York)" },
];

export const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Day = (typeof DAYS)[number];

/** Transfer: at most this many attempts in all, each ringing this long; never the same number twice. */
export const MAX_TRANSFER_ATTEMPTS = 3;
export const TRANSFER_RING_SECONDS = 10;

/** The hour choices: every hour at :00, :15, :30 and :45, plus 23:59, as [hour, minute]. */
export const HOUR_CHOICES: Array<[number, number]> = [
  ...Array.from({ length: 24 * 4 }, (_, i) => [Math.floor(i / 4), (i % 4) * 15] as [number, number]),
  [23, 59],
];

/** The placeholder an intro phrase may carry for the caller's name when the caller is known. */
export const CUSTOMER_NAME_PLACEHOLDER = "<customer name>";

/** The agent's name when agentName is blank. */
export const DEFAULT_AGENT_NAME = "Cara";
export const DEFAULT_VOICE_AGENT_NAME = "Default";

// ---- The schema --------------------------------------------------------------------------------

const text = (max: number, label: string) =>
  z
    .string({ message: `Enter ${label} as text` })
    .trim()
    .max(max, { message: `Keep ${label} to ${max} characters` })
    .default("");

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = z
  .string()
  .trim()
  .max(254, { message: "Keep the email to 254 characters" })
  .refine((v) => v === "" || EMAIL.test(v), { message: "Enter a valid email address" })
  .default("");

/** Digits, spaces, +, -, dots and parentheses; 7 to 15 digits; no extension. */
export function phoneProblem(value: string): string | null {
  if (/ext|x\s*\d|[#,;]/i.test(value)) return "Enter the number without an extension";
  if (!/^\+?[\d\s().-]+$/.test(value)) return "Enter a phone number (digits, spaces, +, - and parentheses)";
  const digits = value.replace(/\D/g, "").length;
  if (digits < 7 || digits > 15) return "Enter a phone number of 7 to 15 digits";
  return null;
}

const optionalPhone = z
  .string()
  .trim()
  .max(40, { message: "Keep the phone number to 40 characters" })
  .superRefine((v, ctx) => {
    const problem = v === "" ? null : phoneProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .default("");

const optionalWebsite = z
  .string()
  .trim()
  .max(300, { message: "Keep the website to 300 characters" })
  .refine((v) => v === "" || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(v), {
    message: "Enter a website address such as https://agency.com",
  })
  .default("");

/** Custom questions: one per line; blank lines are dropped. A string is split by newline. */
const lines = z
  .preprocess(
    (value) => (typeof value === "string" ? value.split(/\r?\n/) : value),
    z.array(z.string().trim().max(500, { message: "Keep each question to 500 characters" })).max(50, {
      message: "Keep to 50 questions",
    }),
  )
  .transform((list) => list.filter((line) => line !== ""))
  .default([]);

const questionGroup = (options: readonly Option[]) => {
  const keys = options.map((o) => o.value) as [string, ...string[]];
  return z
    .object({
      questions: z
        .array(z.enum(keys, { message: "Choose questions from the list" }))
        .transform((list) => keys.filter((key) => list.includes(key)))
        .default(keys),
      customQuestions: lines,
    })
    .prefault({});
};

const groups = <G extends Record<string, readonly Option[]>>(group: G) =>
  Object.fromEntries(Object.entries(group).map(([key, options]) => [key, questionGroup(options)])) as {
    [K in keyof G]: ReturnType<typeof questionGroup>;
  };

const instructions = text(4000, "the instructions");

const dayHours = z
  .object({
    enabled: z.boolean().default(true),
    startHour: z.number().int().min(0).max(23).default(9),
    startMinute: z.number().int().min(0).max(59).default(0),
    endHour: z.number().int().min(0).max(23).default(17),
    endMinute: z.number().int().min(0).max(59).default(0),
  })
  .superRefine((day, ctx) => {
    if (!day.enabled) return;
    if (day.endHour * 60 + day.endMinute <= day.startHour * 60 + day.startMinute)
      ctx.addIssue({ code: "custom", path: ["endHour"], message: "End after the start" });
  });

const weekendOff = { enabled: false };

const directoryEntry = z.object({
  label: z
    .string()
    .trim()
    .min(1, { message: "Name this entry" })
    .max(80, { message: "Keep the name to 80 characters" }),
  number: z
    .string()
    .trim()
    .min(1, { message: "Enter the number to transfer to" })
    .superRefine((v, ctx) => {
      const problem = v === "" ? null : phoneProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  transferCriteria: text(1000, "the transfer criteria"),
});

export const voiceAgentConfigurationSchema = z.object({
  agentName: text(50, "the agent name"),
  language: z
    .enum(LANGUAGES.map((l) => l.value) as [string, ...string[]], { message: "Choose a language from the list" })
    .default("en-US"),
  introPhrase: z
    .string()
    .trim()
    .max(500, { message: "Keep the intro phrase to 500 characters" })
    .superRefine((v, ctx) => {
      const tags = v.match(/<[^>]*>/g) ?? [];
      if (tags.some((tag) => tag.toLowerCase() !== CUSTOMER_NAME_PLACEHOLDER))
        ctx.addIssue({ code: "custom", message: `Only ${CUSTOMER_NAME_PLACEHOLDER} may be written in angle brackets` });
      if (/[<>]/.test(v.replace(/<[^>]*>/g, ""))) ctx.addIssue({ code: "custom", message: "Close the angle brackets" });
    })
    .default(""),
  globalCustomInstructions: instructions,
  agency: z
    .object({
      name: text(120, "the agency name"),
      phone: optionalPhone,
      email: optionalEmail,
      address: text(300, "the address"),
      website: optionalWebsite,
      businessHours: text(300, "the business hours"),
    })
    .prefault({}),
  callBehavior: z
    .object({
      rapportBuilding: z.enum(["BUILD_RAPPORT", "FRIENDLY", "CORDIAL", "TASK_FOCUSED"]).default("FRIENDLY"),
      requiredContactInfo: z
        .array(z.enum(["email", "phone"]))
        .transform((list) => [...new Set(list)])
        .default(["email", "phone"]),
      repeatCriticalInfo: z.boolean().default(true),
      referencePolicyInfo: z.boolean().default(true),
    })
    .prefault({}),
  model: z
    .object({
      voice: z.enum(VOICES, { message: "Choose a voice from the list" }).default("Charlotte"),
      responsiveness: z.union(RESPONSIVENESS.map((o) => z.literal(o.value))).default(0.9),
      voiceSpeed: z.union([1, ...VOICE_SPEEDS.map((o) => o.value)].map((v) => z.literal(v))).default(1),
      voiceTemperature: z.union(VOICE_TEMPERATURES.map((o) => z.literal(o.value))).default(1),
      voiceVolume: z.union(VOICE_VOLUMES.map((o) => z.literal(o.value))).default(1),
    })
    .prefault({}),
  notifications: z
    .object({
      staticEmails: z
        .array(
          z
            .string()
            .trim()
            .min(1, { message: "Enter an email address or remove this entry" })
            .refine((v) => v === "" || EMAIL.test(v), { message: "Enter a valid email address" }),
        )
        .max(20, { message: "Keep to 20 addresses" })
        .default([]),
      enableDynamicEmailRoutingToAgencyUsers: z.boolean().default(false),
      dynamicEmailRoutingCustomInstructions: instructions,
    })
    .prefault({}),
  taskBehavior: z
    .object({
      businessLines: z.enum(["ALL", "COMMERCIAL", "PERSONAL", "OTHER"]).default("ALL"),
      quote: z
        .object({
          enabled: z.boolean().default(true),
          ...groups(QUESTIONS.quote),
          custom: z
            .array(
              z.object({
                lineOfBusiness: z.string().trim().min(1, { message: "Name the line of business" }).max(80),
                questions: lines,
              }),
            )
            .max(20)
            .default([]),
        })
        .prefault({}),
      service: z
        .object({ enabled: z.boolean().default(true), ...groups(QUESTIONS.service), other: instructions })
        .prefault({}),
      fnol: z
        .object({ enabled: z.boolean().default(true), customInstructions: instructions, ...groups(QUESTIONS.fnol) })
        .prefault({}),
      coi: z.object({ enabled: z.boolean().default(true), customInstructions: instructions }).prefault({}),
      lpr: z.object({ enabled: z.boolean().default(true), customInstructions: instructions }).prefault({}),
    })
    .prefault({}),
  transfer: z
    .object({
      enabled: z.boolean().default(false),
      behavior: z.enum(["IMMEDIATE", "ATTEMPT_FIRST"]).default("ATTEMPT_FIRST"),
      collectPurpose: z.boolean().default(true),
      warmTransfer: z.boolean().default(true),
      hours: z
        .object({
          timezone: z
            .enum(TRANSFER_TIMEZONES.map((t) => t.value) as [string, ...string[]], {
              message: "Choose one of the time zones",
            })
            .default("America/New_York"),
          monday: dayHours.prefault({}),
          tuesday: dayHours.prefault({}),
          wednesday: dayHours.prefault({}),
          thursday: dayHours.prefault({}),
          friday: dayHours.prefault({}),
          saturday: dayHours.prefault(weekendOff),
          sunday: dayHours.prefault(weekendOff),
        })
        .prefault({}),
      directory: z.array(directoryEntry).max(20, { message: "Keep to 20 entries" }).default([]),
      fallbackAttempts: z
        .number({ message: "Enter a whole number of attempts" })
        .int({ message: "Enter a whole number of attempts" })
        .min(1, { message: "Make at least 1 attempt" })
        .max(MAX_TRANSFER_ATTEMPTS, { message: `Up to ${MAX_TRANSFER_ATTEMPTS} total attempts` })
        .default(MAX_TRANSFER_ATTEMPTS),
    })
    .prefault({}),
});

export type VoiceAgentConfiguration = z.output<typeof voiceAgentConfigurationSchema>;

export const voiceAgentNameInput = z
  .string({ message: "Name the voice agent" })
  .trim()
  .min(1, { message: "Name the voice agent" })
  .max(80, { message: "Keep the name to 80 characters" });

/** A new agent's configuration: every default (all questions selected, transfers off). */
export function defaultVoiceAgentConfiguration(): VoiceAgentConfiguration {
  return voiceAgentConfigurationSchema.parse({});
}

// ---- Gating ------------------------------------------------------------------------------------

/**
 * The configuration paths that need ADVANCED_VOICE_CUSTOMIZATION (the spec's §4: dynamic email
 * routing, question pickers, custom instructions and transfer settings). Without the feature these
 * keep the values stored (a new agent's defaults); the static email list and the basic settings
 * stay editable.
 */
export function gatedPaths(): string[] {
  const paths = [
    "globalCustomInstructions",
    "notifications.enableDynamicEmailRoutingToAgencyUsers",
    "notifications.dynamicEmailRoutingCustomInstructions",
    "taskBehavior.quote.custom",
    "taskBehavior.service.other",
    "taskBehavior.fnol.customInstructions",
    "taskBehavior.coi.customInstructions",
    "taskBehavior.lpr.customInstructions",
    "transfer",
  ];
  for (const group of QUOTE_GROUPS)
    paths.push(`taskBehavior.quote.${group}.questions`, `taskBehavior.quote.${group}.customQuestions`);
  for (const group of SERVICE_GROUPS)
    paths.push(`taskBehavior.service.${group}.questions`, `taskBehavior.service.${group}.customQuestions`);
  for (const group of FNOL_GROUPS)
    paths.push(`taskBehavior.fnol.${group}.questions`, `taskBehavior.fnol.${group}.customQuestions`);
  return paths;
}

export const UPGRADE_MESSAGE = "Only available on the Pro plan";

export function valueAt(config: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], config);
}

/** The gated paths whose value differs between `before` and `after`. */
export function changedGatedPaths(before: VoiceAgentConfiguration, after: VoiceAgentConfiguration): string[] {
  return gatedPaths().filter((path) => JSON.stringify(valueAt(before, path)) !== JSON.stringify(valueAt(after, path)));
}
