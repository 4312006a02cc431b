// The eval's carrier documents for one agency: an appetite guide and a claims contact sheet, in
// two wordings — "A" for development agencies, "B" (different titles, headings, table headers
// and decision words) for the held-out agencies. Blocks carry tags naming the fact they state.
import type { Block, KnowledgeDoc } from "../layout.ts";
import type { WAgency, WClass } from "./world.ts";

export type Style = "A" | "B";

const DECISION_B: Record<WClass["decision"], string> = {
  Preferred: "Target",
  Acceptable: "Will write",
  Refer: "Underwriter referral",
  Decline: "Do not submit",
};
export const decisionWord = (style: Style, d: WClass["decision"]) => (style === "A" ? d : DECISION_B[d]);

export function appetiteDoc(a: WAgency, style: Style): KnowledgeDoc {
  const A = style === "A";
  const blocks: Block[] = [
    { kind: "heading", text: A ? "Purpose of this guide" : "How placement works here" },
    {
      kind: "paragraph",
      text: A
        ? `${a.name} places commercial accounts with the carriers below. This guide records each carrier's appetite as its underwriters have explained it to us. It is reviewed every quarter and does not bind any carrier.`
        : `Before quoting, producers at ${a.name} check this manual to choose the market most likely to accept the account. Stances change; a written quote from the underwriter is the only commitment.`,
    },
    {
      kind: "paragraph",
      text: A
        ? "Preferred classes are quoted quickly. Acceptable classes are written when the notes are met. Refer means call the underwriter before submitting. Decline means do not submit."
        : "Target means the market is hungry for the class. Will write means the market accepts it when the conditions are met. Underwriter referral means a call comes first. Do not submit means the market refuses the class.",
    },
  ];
  for (const c of a.carriers) {
    const t = (k: string) => `${k}:${c.name}`;
    blocks.push(
      { kind: "pageBreak" },
      { kind: "heading", text: A ? `${c.name} — appetite by class` : `Placement notes: ${c.name}` },
      {
        kind: "paragraph",
        tag: t("min"),
        text: A
          ? `Lines: ${c.lines.join(", ")}. States: ${c.states}. Minimum annual premium ${c.minPremium}.`
          : `${c.name} offers ${c.lines.join(", ").toLowerCase()} in ${c.states}. Smallest account accepted: ${c.minPremium} in annual premium.`,
      },
      {
        kind: "table",
        columns: A
          ? [
              { header: "Class", width: 0.32 },
              { header: "Appetite", width: 0.16 },
              { header: "Max limits", width: 0.2 },
              { header: "Notes", width: 0.32 },
            ]
          : [
              { header: "Business type", width: 0.3 },
              { header: "Market stance", width: 0.22 },
              { header: "Limits available", width: 0.2 },
              { header: "Conditions", width: 0.28 },
            ],
        rows: c.classes.map((k) => [k.name, decisionWord(style, k.decision), k.limits, k.note]),
        tags: c.classes.map((k) => `class:${c.name}:${k.name}`),
      },
      { kind: "heading", text: A ? `What ${c.name} declines` : "Risks this market will not take", level: 2 },
      { kind: "steps", bullet: true, items: c.declines, tags: [t("declines")] },
      { kind: "heading", text: A ? "Submission requirements" : "What to send with a submission", level: 2 },
      {
        kind: "steps",
        items: [
          A ? "Signed ACORD applications for each line" : "Applications for each line, signed and dated",
          A
            ? `${c.lossRunYears} years of loss runs, valued within 90 days`
            : `Loss history: ${c.lossRunYears} years of carrier loss runs`,
          A ? "Supplemental questionnaire for contractors" : "Photos of the premises for property submissions",
        ],
        tags: [undefined, t("lossruns")],
      },
    );
  }
  return {
    id: `${a.slug}-${A ? "appetite-guide" : "placement-manual"}`,
    title: A ? "Underwriting Appetite Guide" : "Market Placement Manual",
    subtitle: `${a.name} — commercial lines — 2026`,
    owner: a.name,
    blocks,
  };
}

export function contactDoc(a: WAgency, style: Style): KnowledgeDoc {
  const A = style === "A";
  return {
    id: `${a.slug}-${A ? "carrier-contacts" : "claims-directory"}`,
    title: A ? "Carrier Contacts and Claims Reporting" : "Claims Notification Directory",
    subtitle: `${a.name} — ${A ? "updated January 2026" : "revised for 2026"}`,
    owner: a.name,
    blocks: [
      {
        kind: "paragraph",
        text: A
          ? "Report every claim to the carrier the same business day, then record the claim number on the client's account."
          : "Losses are reported to the insurer on the day we learn of them; the insurer's adjuster decides coverage, never us.",
      },
      { kind: "heading", text: A ? "Claims reporting by carrier" : "First notice of loss" },
      {
        kind: "table",
        columns: A
          ? [
              { header: "Carrier", width: 0.3 },
              { header: "Claims phone", width: 0.2 },
              { header: "Claims email", width: 0.28 },
              { header: "Hours", width: 0.22 },
            ]
          : [
              { header: "Insurer", width: 0.3 },
              { header: "Loss reporting line", width: 0.2 },
              { header: "Email", width: 0.28 },
              { header: "Availability", width: 0.22 },
            ],
        rows: a.carriers.map((c) => [c.name, c.claimsPhone, c.claimsEmail, c.claimsHours]),
        tags: a.carriers.map((c) => `claims:${c.name}`),
      },
      { kind: "pageBreak" },
      { kind: "heading", text: A ? "Underwriting contacts" : "Underwriters assigned to us" },
      {
        kind: "table",
        columns: [
          { header: A ? "Carrier" : "Insurer", width: 0.36 },
          { header: A ? "Underwriter" : "Name", width: 0.3 },
          { header: A ? "Direct line" : "Phone", width: 0.34 },
        ],
        rows: a.carriers.map((c) => [c.name, c.underwriter, c.underwriterPhone]),
        tags: a.carriers.map((c) => `uw:${c.name}`),
      },
      {
        kind: "paragraph",
        text: A
          ? "Call the underwriter before submitting any class marked Refer in the appetite guide."
          : "Underwriters expect a phone call before a referral class is submitted.",
      },
    ],
  };
}
