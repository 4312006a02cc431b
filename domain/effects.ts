/**
 * Effects outside the product (ADR 060): what a tool call does that leaves the product or binds
 * the agency. Such a call runs only after a person approves it, or when one of the agency's
 * pre-approval rules (narrow, named cases) covers it; the audit says who or which rule.
 */
export const EFFECT_KINDS = [
  "ISSUE_CERTIFICATE",
  "WEB_SEARCH",
  "WRITE_INTEGRATION",
  "SEND_EMAIL",
  "PHONE_TRANSFER",
] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

export const EFFECT_LABELS: Record<EffectKind, string> = {
  ISSUE_CERTIFICATE: "Issue a certificate to a third party",
  WEB_SEARCH: "Send a web search with text you did not type",
  WRITE_INTEGRATION: "Write to the agency's AMS or CRM",
  SEND_EMAIL: "Send an email",
  PHONE_TRANSFER: "Transfer a call",
};

/** A proposed effect's decision: waiting for a person, approved (then carried out once) or declined. */
export const APPROVAL_STATES = ["PENDING", "APPROVED", "DECLINED"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The agency's pre-approval rules: each a named, narrow case that runs without asking. */
export const PRE_APPROVAL_RULES = ["CERTIFICATE_FOR_TYPED_HOLDER", "CERTIFICATE_FOR_REQUESTED_HOLDER"] as const;
export type PreApprovalRule = (typeof PRE_APPROVAL_RULES)[number];

export const PRE_APPROVAL_LABELS: Record<PreApprovalRule, string> = {
  CERTIFICATE_FOR_TYPED_HOLDER: "A certificate for a holder the user typed in this request",
  CERTIFICATE_FOR_REQUESTED_HOLDER: "A certificate for the holder named in the linked service request",
};

/** An agency that has not chosen keeps these (its configuration's `effectPreApprovals` unset). */
export const DEFAULT_PRE_APPROVALS: readonly PreApprovalRule[] = [
  "CERTIFICATE_FOR_TYPED_HOLDER",
  "CERTIFICATE_FOR_REQUESTED_HOLDER",
];

/** One run's budget of effects outside the product (proposed, pre-approved or carried out); more are refused. */
export const MAX_EFFECTS_PER_RUN = 3;

/** What the model is told when a person declines a proposed effect. */
export const DECLINED_MESSAGE = "The user declined this action: it was not carried out. Do not propose it again.";
