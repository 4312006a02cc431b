/** Service request vocabulary and the servicing inputs (docs/product/servicing.md). */
import { z } from "zod";
import { contactEmailSchema, normalizeUsPhone } from "./account.ts";
import { optionalText, requiredText, usAddressInput, type Address } from "./address.ts";

export const SERVICE_REQUEST_TYPES = [
  "ADD_ADDITIONAL_INSURED",
  "CANCEL_POLICY",
  "CREATE_CERTIFICATE",
  "DOCUMENT_REQUEST",
  "ENDORSE_POLICY",
  "OTHER",
  "QUESTION",
  "QUOTE_REQUEST",
] as const;
export type ServiceRequestType = (typeof SERVICE_REQUEST_TYPES)[number];

const TYPE_LABELS: Record<ServiceRequestType, string> = {
  ADD_ADDITIONAL_INSURED: "Add Additional Insured",
  CANCEL_POLICY: "Cancel Policy",
  CREATE_CERTIFICATE: "Create Certificate",
  DOCUMENT_REQUEST: "Document Request",
  ENDORSE_POLICY: "Endorse Policy",
  OTHER: "Other",
  QUESTION: "Question",
  QUOTE_REQUEST: "Quote Request",
};

export function serviceRequestTypeLabel(type: string): string {
  return TYPE_LABELS[type as ServiceRequestType] ?? "Other";
}

export const SERVICE_REQUEST_STATES = ["OPEN", "CLOSED"] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];

/** What a version entry records (the version types of docs/product/servicing.md). */
export const UPDATE_TYPES = [
  "ADD_COMMENT",
  "ASSIGN",
  "CLOSE",
  "CREATE",
  "ENRICH",
  "REOPEN",
  "UPDATE",
  "UPDATE_DUE_DATE",
] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];

/** Who made a change; CARA is the assistant (docs/product/actors.md). */
export const UPDATE_INITIATOR_TYPES = [
  "AGENCY_CLIENT",
  "AGENCY_USER",
  "ANONYMOUS",
  "CRONJOB",
  "CARA",
  "WORKFLOW",
] as const;
export type UpdateInitiatorType = (typeof UPDATE_INITIATOR_TYPES)[number];

/** Roles in a request's conversation (calls and email threads). */
export const CONVERSATION_ROLES = ["AGENT", "CARA", "CLIENT", "PARTICIPANT"] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

/** Client, Participant and Agent on the left; the assistant and anyone else on the right. */
export function conversationSide(role: string): "left" | "right" {
  return role === "CLIENT" || role === "PARTICIPANT" || role === "AGENT" ? "left" : "right";
}

export const SERVICE_REQUESTS_PAGE_SIZE = 25;
export const STATUS_FILTERS = ["OPEN", "CLOSED", "ALL"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Per-type data (docs/product/servicing.md). ENDORSE_POLICY, OTHER and QUOTE_REQUEST carry none. */
export interface ServiceRequestTypeData {
  addAdditionalInsured?: { name: string; address: Address; relationship: string | null };
  cancelPolicy?: { reason: string };
  createCertificate?: {
    name: string;
    address: Address;
    additionalInsured: boolean;
    additionalInsuredRelationship: string | null;
    additionalInsuredRelationshipDescription: string | null;
  };
  documentRequest?: { type: string };
  question?: { question: string };
}

const uuid = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(z.union([z.null(), contactEmailSchema]));

const optionalPhone = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const phone = normalizeUsPhone(value);
    if (phone) return phone;
    context.addIssue({ code: "custom", message: "Enter a 10-digit US phone number" });
    return z.NEVER;
  });

/** An ISO date or timestamp (or a Date), "" or null for none; anything else is a field error, never a crash. */
const dueAtSchema = z.unknown().transform((value, context): Date | null => {
  if (value === null || value === "") return null;
  const date =
    value instanceof Date
      ? value
      : typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value.trim())
        ? new Date(value.trim())
        : null;
  if (date && !Number.isNaN(date.getTime())) {
    if (date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 2200) return date;
    context.addIssue({ code: "custom", message: "Enter a date between 1900 and 2200" });
    return z.NEVER;
  }
  context.addIssue({ code: "custom", message: "Enter a valid date" });
  return z.NEVER;
});

export const createServiceRequestInput = z
  .object({
    type: z.enum(SERVICE_REQUEST_TYPES, { error: "Choose the type of request" }),
    clientName: optionalText(200),
    clientEmail: optionalEmail,
    clientPhone: optionalPhone,
    details: optionalText(10_000),
    accountId: uuid("Choose an account of your agency").nullish(),
    businessPolicyId: uuid("Choose a policy of the account").nullish(),
    assigneeId: uuid("Choose a user of your agency").nullish(),
    dueAt: dueAtSchema.optional(),
    addAdditionalInsured: z
      .object({
        name: requiredText("Enter the additional insured's name"),
        address: usAddressInput,
        relationship: optionalText(200),
      })
      .nullish(),
    cancelPolicy: z.object({ reason: requiredText("Say why the policy should be canceled", 2_000) }).nullish(),
    createCertificate: z
      .object({
        name: requiredText("Enter the certificate holder's name"),
        address: usAddressInput,
        additionalInsured: z.boolean().default(false),
        additionalInsuredRelationship: optionalText(200),
        additionalInsuredRelationshipDescription: optionalText(2_000),
      })
      .nullish(),
    documentRequest: z.object({ type: requiredText("Say which document is requested") }).nullish(),
    question: z.object({ question: requiredText("Enter the question", 10_000) }).nullish(),
  })
  .superRefine((value, context) => {
    const needs: Partial<Record<ServiceRequestType, [keyof typeof value, string]>> = {
      ADD_ADDITIONAL_INSURED: ["addAdditionalInsured", "Enter the additional insured"],
      CANCEL_POLICY: ["cancelPolicy", "Say why the policy should be canceled"],
      CREATE_CERTIFICATE: ["createCertificate", "Enter the certificate holder"],
      DOCUMENT_REQUEST: ["documentRequest", "Say which document is requested"],
      QUESTION: ["question", "Enter the question"],
    };
    const need = needs[value.type];
    if (need && !value[need[0]]) context.addIssue({ code: "custom", path: [need[0]], message: need[1] });
    if (!value.accountId && !value.clientName && !value.clientEmail && !value.clientPhone) {
      context.addIssue({
        code: "custom",
        path: ["clientName"],
        message: "Enter the client's name or choose an account",
      });
    }
  });
export type CreateServiceRequestInput = z.output<typeof createServiceRequestInput>;

/** Only the data of the request's own type is kept. */
export function typeDataOf(input: CreateServiceRequestInput): ServiceRequestTypeData {
  switch (input.type) {
    case "ADD_ADDITIONAL_INSURED":
      return { addAdditionalInsured: input.addAdditionalInsured! };
    case "CANCEL_POLICY":
      return { cancelPolicy: input.cancelPolicy! };
    case "CREATE_CERTIFICATE":
      return { createCertificate: input.createCertificate! };
    case "DOCUMENT_REQUEST":
      return { documentRequest: input.documentRequest! };
    case "QUESTION":
      return { question: input.question! };
    default:
      return {};
  }
}

/**
 * Update (docs/product/servicing.md): assignee and due date. A field left out stays as it is; null clears it
 * (blank assignee = Unassigned).
 */
export const updateServiceRequestInput = z.object({
  assigneeId: z
    .union([z.null(), z.string().trim()])
    .optional()
    .transform((value) => (value === "" ? null : value))
    .pipe(z.union([z.null(), z.undefined(), uuid("Choose a user of your agency")])),
  dueAt: dueAtSchema.optional(),
});
export type UpdateServiceRequestInput = z.output<typeof updateServiceRequestInput>;

export const serviceRequestCommentInput = z.object({
  content: z
    .string({ error: "Write a comment" })
    .trim()
    .min(1, "Write a comment")
    .max(10_000, "Too long (10,000 characters at most)"),
});

/** Resolve: notes say what was done (required; docs/product/servicing.md, "Resolve"). */
export const resolveServiceRequestInput = z.object({
  notes: z
    .string({ error: "Write what was done to resolve the request" })
    .trim()
    .min(1, "Write what was done to resolve the request")
    .max(10_000, "Too long (10,000 characters at most)"),
});

/** Reopen: a resolved request goes back to OPEN; the reason is kept as a comment when given. */
export const reopenServiceRequestInput = z.object({
  reason: optionalText(2_000),
});

export const MAX_RESOLUTION_FILES = 10;

/** A comment or a version entry, as the activity timeline needs them. */
export interface ActivityComment {
  id: string;
  createdAt: Date | string;
}
export interface ActivityVersion {
  version: number;
  createdAt: Date | string;
  updateTypes: readonly string[];
}
export type ActivityEntry<C extends ActivityComment, V extends ActivityVersion> =
  { kind: "comment"; at: number; comment: C } | { kind: "version"; at: number; version: V };

/** The version updates the timeline shows (comments show as themselves, so ADD_COMMENT does not). */
const TIMELINE_UPDATES = new Set<string>(["CREATE", "ASSIGN", "UPDATE_DUE_DATE", "CLOSE", "REOPEN", "UPDATE"]);

/**
 * The activity timeline (docs/product/servicing.md): comments and the versions that changed something a person
 * cares about (creation, assignment, due date, resolution), oldest first. A version and a
 * comment written at the same instant keep the version first.
 */
export function activityTimeline<C extends ActivityComment, V extends ActivityVersion>(
  comments: readonly C[],
  versions: readonly V[],
): ActivityEntry<C, V>[] {
  const time = (value: Date | string) => new Date(value).getTime();
  const entries: Array<ActivityEntry<C, V> & { order: number }> = [
    ...versions
      .filter((v) => v.updateTypes.some((type) => TIMELINE_UPDATES.has(type)))
      .map((version) => ({ kind: "version" as const, at: time(version.createdAt), version, order: 0 })),
    ...comments.map((comment) => ({ kind: "comment" as const, at: time(comment.createdAt), comment, order: 1 })),
  ];
  entries.sort(
    (a, b) =>
      a.at - b.at ||
      a.order - b.order ||
      (a.kind === "version" && b.kind === "version" ? a.version.version - b.version.version : 0),
  );
  return entries.map(({ order: _order, ...entry }) => entry as ActivityEntry<C, V>);
}
