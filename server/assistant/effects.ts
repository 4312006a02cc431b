import type { EffectKind, PreApprovalRule } from "../../domain/effects.ts";
import { CERTIFICATE_FILLERS } from "../modules/forms/certificate-fillers.ts";

/**
 * Which tool calls have an effect outside the product, and whether a call may run now
 * (ADR 060): one that needs a person is proposed and waits (the AI SDK's `needsApproval`); one
 * a pre-approval rule covers runs and the rule is recorded; an identical effect a second time in
 * a run, or one past the run's budget of effects, is refused (the model gets the refusal).
 */

/** What the run knows about the request when it judges a call. */
export interface EffectScope {
  /** What the user typed in this request: their message and the preset form's text. */
  typed: string;
  /** Holders named in the linked service request's structured data (a certificate request). */
  requestHolders: string[];
  webSearchConfigured: boolean;
  /** The agency's pre-approval rules. */
  rules: readonly PreApprovalRule[];
}

const CERTIFICATE_TEMPLATES = new Set(Object.keys(CERTIFICATE_FILLERS));

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * The user's own words in a message: a request opened in Copilot quotes the client's email
 * after "Request details:" (app/components/copilot/request-instruction.ts) — the client's words,
 * not the user's, so they pre-approve nothing and a search may not carry them unasked.
 */
export const ownWords = (message: string) => message.split(/\n\s*Request details:/i)[0] ?? message;

/** Small words a search adds that carry nothing about anyone. */
const FILLER = new Set(
  "a an and are as at be by for from how in is it of on or the to what when where which who why with vs".split(" "),
);

/** Whether every word of `text` (but filler words) is one the user typed. */
export function onlyTyped(text: string, typed: string): boolean {
  const own = new Set(words(typed).split(" "));
  return words(text)
    .split(" ")
    .filter((word) => word && !FILLER.has(word))
    .every((word) => own.has(word));
}

/** Whether `name` (its first line) is written, word for word, in `text`. */
function names(text: string, name: string): boolean {
  const wanted = words(name.split(/\r?\n/)[0] ?? "");
  return wanted.length >= 3 && ` ${words(text)} `.includes(` ${wanted} `);
}

/** The effect a call has outside the product, or null (the tool's work stays in the workspace). */
export function effectOf(
  toolName: string,
  input: unknown,
  scope: Pick<EffectScope, "typed" | "webSearchConfigured">,
): EffectKind | null {
  const given = (input ?? {}) as Record<string, unknown>;
  switch (toolName) {
    case "FILL_TEMPLATE":
      return CERTIFICATE_TEMPLATES.has(String(given.template)) ? "ISSUE_CERTIFICATE" : null;
    case "SEARCH_WEB":
      // a search carrying only what the user typed sends nothing of the agency's
      return scope.webSearchConfigured && !onlyTyped(String(given.query ?? ""), scope.typed) ? "WEB_SEARCH" : null;
    case "WRITE_INTEGRATION":
      return "WRITE_INTEGRATION";
    default:
      return null;
  }
}

/** The rule that pre-approves this call, or null. */
export function preApprovalOf(kind: EffectKind, input: unknown, scope: EffectScope): PreApprovalRule | null {
  if (kind !== "ISSUE_CERTIFICATE") return null;
  const given = (input ?? {}) as Record<string, unknown>;
  const holder = String(given.certificateHolder ?? given.additionalInterest ?? "").trim();
  if (!holder) return null;
  if (scope.rules.includes("CERTIFICATE_FOR_TYPED_HOLDER") && names(scope.typed, holder))
    return "CERTIFICATE_FOR_TYPED_HOLDER";
  if (
    scope.rules.includes("CERTIFICATE_FOR_REQUESTED_HOLDER") &&
    scope.requestHolders.some((named) => names(named, holder))
  )
    return "CERTIFICATE_FOR_REQUESTED_HOLDER";
  return null;
}

/** A call's identity: the same tool with the same input is the same effect. */
export function effectKey(toolName: string, input: unknown): string {
  const canonical = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
    if (value && typeof value === "object")
      return `{${Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
        .join(",")}}`;
    return JSON.stringify(value ?? null);
  };
  return `${toolName}:${canonical(input)}`;
}

export const REPEATED_EFFECT =
  "Refused: this exact action was already proposed or carried out in this task. It is not done twice.";
export const effectBudgetSpent = (budget: number) =>
  `Refused: this task has reached its limit of ${budget} actions outside the product. Ask the user before doing more.`;

export interface ApprovedCall {
  approvalId: string;
  toolCallId: string;
  toolName: string;
  input: unknown;
  approved: boolean;
}

/** What the run persists: an approved call claimed once, a pre-approved call recorded with its rule. */
export interface EffectStore {
  /** Marks the approved call carried out; false when it already was (it is not run again). */
  claim(approvalId: string): Promise<boolean>;
  preApproved(call: {
    toolCallId: string;
    toolName: string;
    input: unknown;
    kind: EffectKind;
    rule: PreApprovalRule;
  }): Promise<void>;
}

type Verdict =
  | { run: "propose" }
  | { run: "refuse"; message: string }
  | { run: "rule"; kind: EffectKind; rule: PreApprovalRule }
  | { run: "approved"; approvalId: string };

/** One run's effects: the calls it judged, the effects it counted, the approved calls it resumes with. */
export class RunEffects {
  private readonly seen = new Set<string>();
  private readonly verdicts = new Map<string, Verdict>();
  private readonly approved = new Map<string, ApprovedCall>();

  constructor(
    readonly scope: EffectScope,
    readonly budget: number,
    private readonly store: EffectStore,
    resumed: ApprovedCall[] = [],
  ) {
    for (const call of resumed) {
      this.seen.add(effectKey(call.toolName, call.input));
      if (call.approved) this.approved.set(call.toolCallId, call);
    }
  }

  /** The AI SDK's `needsApproval`: true proposes the call and it waits; false lets `authorize` decide. */
  needsApproval(toolName: string, input: unknown, toolCallId: string): boolean {
    // an approved call being resumed: the SDK asks again, and runs it only if approval is still needed
    if (this.approved.has(toolCallId)) return true;
    const kind = effectOf(toolName, input, this.scope);
    if (!kind) return false;
    const key = effectKey(toolName, input);
    if (this.seen.has(key)) return this.judge(toolCallId, { run: "refuse", message: REPEATED_EFFECT });
    if (this.seen.size >= this.budget)
      return this.judge(toolCallId, { run: "refuse", message: effectBudgetSpent(this.budget) });
    this.seen.add(key);
    const rule = preApprovalOf(kind, input, this.scope);
    return this.judge(toolCallId, rule ? { run: "rule", kind, rule } : { run: "propose" });
  }

  private judge(toolCallId: string, verdict: Verdict): boolean {
    this.verdicts.set(toolCallId, verdict);
    return verdict.run === "propose";
  }

  /**
   * Before a tool runs: a call without effect runs; an effect runs only when a rule covers it or
   * a person approved this very call (claimed once). Anything else is refused, so an effect never
   * runs unapproved even if the loop asked no one.
   */
  async authorize(toolName: string, input: unknown, toolCallId: string): Promise<void> {
    const resumed = this.approved.get(toolCallId);
    if (resumed) {
      if (!(await this.store.claim(resumed.approvalId)))
        throw new Error("Refused: this approved action was already carried out.");
      return;
    }
    const kind = effectOf(toolName, input, this.scope);
    if (!kind) return;
    const verdict = this.verdicts.get(toolCallId) ?? {
      run: "refuse",
      message: "Refused: this action needs a person's approval.",
    };
    if (verdict.run === "refuse") throw new Error(verdict.message);
    if (verdict.run === "rule") {
      await this.store.preApproved({ toolCallId, toolName, input, kind: verdict.kind, rule: verdict.rule });
      return;
    }
    throw new Error("Refused: this action needs a person's approval.");
  }
}
