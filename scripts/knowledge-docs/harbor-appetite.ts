// Harbor's underwriting appetite guide and carrier contact sheet, from the same carrier facts.
import { HARBOR_CARRIERS } from "./harbor-carriers.ts";
import type { Block, KnowledgeDoc } from "./layout.ts";

const OWNER = "Harbor Insurance Agency";

export function appetiteGuide(): KnowledgeDoc {
  const blocks: Block[] = [
    { kind: "heading", text: "How to use this guide" },
    {
      kind: "paragraph",
      text: "This guide summarizes where Harbor Insurance Agency places new commercial business. It is our own summary of each carrier's appetite as our underwriters have described it to us, reviewed every quarter by Priya Shah, Commercial Lines Manager. It does not bind any carrier: an underwriter's written quote is the only commitment.",
    },
    {
      kind: "paragraph",
      text: "Preferred means the carrier actively wants the class and usually quotes within two business days. Acceptable means the carrier writes the class when the risk meets the notes. Refer means call the underwriter named in the carrier section before submitting. Decline means do not submit; the alternative market is named in the notes where we have one.",
    },
    {
      kind: "paragraph",
      text: "Limits are shown as each occurrence / general aggregate for liability, as combined single limit (CSL) for auto and as each accident / disease policy limit / disease each employee for workers compensation. Higher limits are available through an umbrella with Travelers or Federal Insurance Company.",
    },
    { kind: "heading", text: "Carriers at a glance" },
    {
      kind: "table",
      columns: [
        { header: "Carrier", width: 0.32 },
        { header: "Lines", width: 0.4 },
        { header: "States", width: 0.16 },
        { header: "Min. premium", width: 0.12 },
      ],
      rows: HARBOR_CARRIERS.map((c) => [c.name, c.lines, c.states, c.minPremium]),
    },
  ];
  for (const c of HARBOR_CARRIERS) {
    blocks.push(
      { kind: "pageBreak" },
      { kind: "heading", text: `${c.name} (${c.short})` },
      {
        kind: "paragraph",
        text: `Lines written: ${c.lines}. States: ${c.states}. Minimum annual premium ${c.minPremium}. Underwriting contact: ${c.underwriter}, ${c.underwriterPhone}.`,
      },
      { kind: "heading", text: `${c.short} appetite by class`, level: 2 },
      {
        kind: "table",
        columns: [
          { header: "Class", width: 0.34 },
          { header: "Appetite", width: 0.14 },
          { header: "Max limits", width: 0.2 },
          { header: "Notes", width: 0.32 },
        ],
        rows: c.classes.map((k) => [k.name, k.decision, k.limits, k.note]),
      },
      { kind: "heading", text: `What ${c.short} declines`, level: 2 },
      { kind: "steps", bullet: true, items: c.declines },
      { kind: "heading", text: `${c.short} submission requirements`, level: 2 },
      { kind: "steps", items: c.submission },
    );
  }
  return {
    id: "harbor-underwriting-appetite-guide",
    title: "Underwriting Appetite Guide",
    subtitle: "Commercial lines by carrier and class — effective January 1, 2026 — internal use",
    owner: OWNER,
    blocks,
  };
}

const CLAIM_NOTES: Array<[string, string]> = [
  [
    "Hartford Fire Insurance Company",
    "Auto glass-only claims are reported to the glass line at (800) 555-0134 and need no adjuster. For liability claims, Hartford asks for the contract with the claimant when one exists. The agency code to give is HFD-20417.",
  ],
  [
    "The Travelers Indemnity Company",
    "Travelers asks that construction defect claims include the project's address, the completion date and the contract. Online reports need the policy number without dashes. The agency code to give is TRV-88213.",
  ],
  [
    "The Cincinnati Insurance Company",
    "Cincinnati assigns a local field claims representative to every property claim over $10,000; the representative calls the client within 24 hours. The agency code to give is CIN-3310.",
  ],
  [
    "Auto-Owners Insurance Company",
    "Auto-Owners claims are reported through the agency: call the claims line with the client on the phone, or report online with the agency login. The agency code to give is AO-57002.",
  ],
  [
    "Progressive Casualty Insurance Company",
    "Progressive offers a direct repair program; clients who use a network shop get a lifetime repair guarantee. Tow and rental questions go to the claims line. The agency code to give is PGR-61954.",
  ],
  [
    "Employers Insurance Company of Wausau",
    "Workplace injuries must be reported within 24 hours; the injured employee can call the nurse triage line first. Maine also requires the employer's First Report of Injury within 7 days. The agency code to give is WAU-40126.",
  ],
  [
    "Hiscox Insurance Company Inc.",
    "For a suspected breach or ransomware, the client calls the breach hotline before contacting anyone else, including the attacker, and does not wipe affected computers. The agency code to give is HSX-2290.",
  ],
  [
    "The Hanover Insurance Company",
    "Hanover's weekend line takes property emergencies (water, fire, theft) and sends a mitigation vendor. Inland marine claims need the equipment schedule. The agency code to give is HAN-71408.",
  ],
];

export function carrierContactSheet(): KnowledgeDoc {
  return {
    id: "harbor-carrier-contacts-claims-reporting",
    title: "Carrier Contacts and Claims Reporting",
    subtitle: "Where to report a claim and whom to call, by carrier — updated January 5, 2026",
    owner: OWNER,
    blocks: [
      {
        kind: "paragraph",
        text: "Report every claim to the carrier the same business day the client tells us about it, and log it on the client's account in Cara. Give the client the carrier's claims phone number and the claim number as soon as the carrier assigns it. Never tell a client whether a loss is covered; that is the adjuster's decision.",
      },
      { kind: "heading", text: "Claims reporting by carrier" },
      {
        kind: "table",
        columns: [
          { header: "Carrier", width: 0.3 },
          { header: "Claims phone", width: 0.17 },
          { header: "Online reporting", width: 0.28 },
          { header: "Hours", width: 0.25 },
        ],
        rows: HARBOR_CARRIERS.map((c) => [c.name, c.claimsPhone, c.claimsOnline, c.claimsHours]),
      },
      { kind: "pageBreak" },
      { kind: "heading", text: "Underwriting contacts" },
      {
        kind: "table",
        columns: [
          { header: "Carrier", width: 0.36 },
          { header: "Underwriter", width: 0.22 },
          { header: "Direct line", width: 0.2 },
          { header: "Lines", width: 0.22 },
        ],
        rows: HARBOR_CARRIERS.map((c) => [c.name, c.underwriter, c.underwriterPhone, c.lines.split(",")[0]!]),
      },
      { kind: "heading", text: "Wholesale brokers for declined risks" },
      {
        kind: "table",
        columns: [
          { header: "Broker", width: 0.3 },
          { header: "Contact", width: 0.25 },
          { header: "Phone", width: 0.2 },
          { header: "Best for", width: 0.25 },
        ],
        rows: [
          ["CRC Group", "Lena Forsythe", "(207) 555-0130", "Roofers, contractors"],
          ["AmWINS Group", "Paul Brennan", "(704) 555-0131", "Habitational, hospitality"],
          ["RT Specialty", "Nadia Brooks", "(312) 555-0132", "Cyber, professional"],
          ["Burns & Wilcox", "Chris Delgado", "(248) 555-0133", "Vacant buildings, bars"],
        ],
      },
      { kind: "pageBreak" },
      { kind: "heading", text: "Carrier-specific reporting notes" },
      ...CLAIM_NOTES.flatMap(([carrier, note]): Block[] => [
        { kind: "heading", text: carrier, level: 2 },
        { kind: "paragraph", text: note },
      ]),
      { kind: "heading", text: "Claims reporting checklist" },
      {
        kind: "steps",
        items: [
          "Collect the date, time and place of the loss, what happened, and who was involved or hurt.",
          "Collect photos, the police or fire report number, and the names of witnesses.",
          "Report the claim to the carrier by phone or online using the table above.",
          "Write the carrier's claim number and the adjuster's name on the account's activity in Cara.",
          "Send the client the claim number, the adjuster's contact and the carrier's claims phone the same day.",
          "Follow up with the adjuster after 3 business days if the client has not been contacted.",
        ],
      },
    ],
  };
}
