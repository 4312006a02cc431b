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

/**
 * A proposed effect's decision: waiting for a person, approved (then carried out once), declined,
 * or expired before it ran (it can no longer be approved; ADR 066).
 */
export const APPROVAL_STATES = ["PENDING", "APPROVED", "DECLINED", "EXPIRED"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Why a proposal expired. */
export const EXPIRY_REASONS = ["TOO_OLD", "RUN_FAILED", "CONVERSATION_MOVED_ON"] as const;
export type ExpiryReason = (typeof EXPIRY_REASONS)[number];

/** A proposal waits at most this long for a decision. */
export const PROPOSAL_TTL_HOURS = 24;

export const EXPIRY_LABELS: Record<ExpiryReason, string> = {
  TOO_OLD: `it waited more than ${PROPOSAL_TTL_HOURS} hours for a decision`,
  RUN_FAILED: "the task that proposed it failed before it finished",
  CONVERSATION_MOVED_ON: "the conversation moved on: a newer message was sent",
};

/** What the card and a refused approval say of an expired proposal. */
export const expiredMessage = (reason: ExpiryReason | null) =>
  `This action expired (${EXPIRY_LABELS[reason ?? "TOO_OLD"]}) and was not carried out. Ask Cara again if it is still needed.`;

/** The agency's pre-approval rules: each a named, narrow case that runs without asking. */
export const PRE_APPROVAL_RULES = [
  "CERTIFICATE_FOR_TYPED_HOLDER",
  "CERTIFICATE_FOR_REQUESTED_HOLDER",
  "EMAIL_ACKNOWLEDGEMENT",
] as const;
export type PreApprovalRule = (typeof PRE_APPROVAL_RULES)[number];

export const PRE_APPROVAL_LABELS: Record<PreApprovalRule, string> = {
  CERTIFICATE_FOR_TYPED_HOLDER: "A certificate for a holder the user typed in this request",
  CERTIFICATE_FOR_REQUESTED_HOLDER: "A certificate for the holder named in the linked service request",
  EMAIL_ACKNOWLEDGEMENT:
    "An acknowledgement of a client's new email (received, an agent will reply); Cara's drafted answer still waits for a person",
};

/**
 * An agency that has not chosen keeps these (its configuration's `effectPreApprovals` unset).
 * EMAIL_ACKNOWLEDGEMENT is off by default (issue 30 item 8, ADR 070).
 */
export const DEFAULT_PRE_APPROVALS: readonly PreApprovalRule[] = [
  "CERTIFICATE_FOR_TYPED_HOLDER",
  "CERTIFICATE_FOR_REQUESTED_HOLDER",
];

/** One run's budget of effects outside the product (proposed, pre-approved or carried out); more are refused. */
export const MAX_EFFECTS_PER_RUN = 3;

/** What the model is told when a person declines a proposed effect. */
export const DECLINED_MESSAGE = "The user declined this action: it was not carried out. Do not propose it again.";
