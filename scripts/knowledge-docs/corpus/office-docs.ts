// The eval's agency documents for one agency: a servicing playbook, office hours and escalation,
// and a carrier bulletin (its first page scanned for the first agency of each split), in the
// two wordings "A" (development) and "B" (held-out).
import type { Block, KnowledgeDoc } from "../layout.ts";
import type { Style } from "./carrier-docs.ts";
import type { WAgency } from "./world.ts";

export function playbookDoc(a: WAgency, style: Style): KnowledgeDoc {
  const A = style === "A";
  const section = (title: string, intro: string, steps: string[], tags: Array<string | undefined>): Block[] => [
    { kind: "pageBreak" },
    { kind: "heading", text: title },
    { kind: "paragraph", text: intro },
    { kind: "steps", items: steps, tags },
  ];
  return {
    id: `${a.slug}-${A ? "servicing-playbook" : "service-desk-manual"}`,
    title: A ? "Servicing Playbook" : "Service Desk Manual",
    subtitle: `${a.name} — procedures for account managers`,
    owner: a.name,
    blocks: [
      {
        kind: "paragraph",
        text: A
          ? "Every client change is a service request. Open it before you start and close it with a note of what you did."
          : "Log each client call as a request, attach what the client sent, and write down the outcome before closing it.",
      },
      ...section(
        A ? "Add a vehicle to a commercial auto policy" : "Adding a truck or car",
        A
          ? "Coverage starts when the carrier confirms the change."
          : "Never tell a client a vehicle is covered until the insurer confirms it.",
        [
          A
            ? "Collect the year, make, model, VIN and garaging address."
            : "Get the VIN, the year, make and model, and where it is parked overnight.",
          A
            ? `Vehicles over ${a.gvwReferral} GVW need an underwriter referral before they are added.`
            : `Refer any vehicle heavier than ${a.gvwReferral} gross vehicle weight to the underwriter first.`,
          A
            ? "Submit the change and save the new ID cards to the policy."
            : "Send the change and file the new auto ID cards.",
        ],
        [undefined, "pb:vehicle"],
      ),
      ...section(
        A ? "Issue a certificate of insurance" : "Certificates (COI)",
        A
          ? "A certificate shows coverage; it never changes it."
          : "Certificates describe coverage and cannot grant anything the policy lacks.",
        [
          A
            ? "Confirm the policy is in force and the holder's legal name."
            : "Check the policy is active and spell the holder's name exactly.",
          A
            ? `Issue the certificate within ${a.coiHours} hours of the request.`
            : `Our turnaround for certificates is ${a.coiHours} hours from the client's request.`,
          A ? "Send it to the holder and the client." : "Email it to both the holder and the insured.",
        ],
        [undefined, "pb:coi"],
      ),
      ...section(
        A ? "Handle a cancellation request" : "When a client wants to cancel",
        A
          ? "Only the first named insured may cancel."
          : "Cancellation requests must come from the first named insured.",
        [
          A ? "Ask the reason for cancelling." : "Find out why the client wants to cancel.",
          A
            ? `If the reason is price, remarket the account for up to ${a.remarketDays} business days before cancelling.`
            : `When price is the reason, shop the account with other markets for ${a.remarketDays} business days first.`,
          A
            ? "Get a signed cancellation request and send it to the carrier."
            : "Obtain the signed request and forward it to the insurer.",
        ],
        [undefined, "pb:cancel"],
      ),
      ...section(
        A ? "Add an additional insured" : "Additional insured requests",
        A
          ? "The endorsement must be on the policy before a certificate shows it."
          : "Endorse the policy first, then issue the certificate.",
        [
          A
            ? "Check for a blanket additional insured endorsement."
            : "Look for blanket additional insured wording on the policy.",
          A
            ? `If none, request a scheduled endorsement; carriers charge about ${a.aiFee} per name.`
            : `Without blanket wording, order a scheduled endorsement; expect a charge of ${a.aiFee} for each name.`,
        ],
        [undefined, "pb:ai"],
      ),
      ...section(
        A ? "Report a claim" : "Helping a client with a loss",
        A
          ? "We help the client report; the adjuster decides coverage."
          : "Our role is to get the loss reported quickly and accurately.",
        [
          A ? "Report the claim to the carrier the same day." : "Call in the loss to the insurer the same day.",
          A
            ? `Follow up with the adjuster after ${a.followUpDays} business days if the client has not been contacted.`
            : `If no adjuster has called the client within ${a.followUpDays} business days, chase the adjuster.`,
        ],
        [undefined, "pb:claim"],
      ),
    ],
  };
}

export function officeDoc(a: WAgency, style: Style): KnowledgeDoc {
  const A = style === "A";
  const offices: Block[] = A
    ? [
        {
          kind: "table",
          columns: [
            { header: "Office", width: 0.16 },
            { header: "Weekdays", width: 0.3 },
            { header: "Saturday", width: 0.3 },
            { header: "Phone", width: 0.24 },
          ],
          rows: a.offices.map((o) => [o.city, o.weekday, o.saturday, o.phone]),
          tags: a.offices.map((o) => `office:${o.city}`),
        },
        { kind: "heading", text: "Where to find us", level: 2 },
        { kind: "steps", bullet: true, items: a.offices.map((o) => `${o.city}: ${o.street}, ${o.city}, ${o.state}`) },
      ]
    : a.offices.map((o) => ({
        kind: "paragraph" as const,
        tag: `office:${o.city}`,
        text: `The ${o.city} branch at ${o.street} is open Monday through Friday, ${o.weekday}; on Saturdays it is ${o.saturday === "closed" ? "closed" : `open ${o.saturday}`}. Branch phone: ${o.phone}.`,
      }));
  return {
    id: `${a.slug}-${A ? "office-hours-escalation" : "branch-hours-escalation"}`,
    title: A ? "Office Hours and Escalation" : "Branch Hours and Escalation Policy",
    subtitle: `${a.name} — 2026`,
    owner: a.name,
    blocks: [
      { kind: "heading", text: A ? "Office hours" : "Our branches" },
      ...offices,
      { kind: "heading", text: A ? "After-hours line" : "Nights and weekends" },
      {
        kind: "paragraph",
        tag: "afterhours",
        text: A
          ? `Outside office hours, clients call the after-hours line at ${a.afterHours}; urgent matters page the on-call account manager.`
          : `When the branches are closed, clients reach our answering service at ${a.afterHours}, which pages the account manager on call for emergencies.`,
      },
      { kind: "pageBreak" },
      { kind: "heading", text: A ? "Escalation path" : "Who takes over when things go wrong" },
      {
        kind: "table",
        columns: [
          { header: A ? "Issue" : "Situation", width: 0.4 },
          { header: A ? "Escalate to" : "Owner", width: 0.35 },
          { header: A ? "Within" : "Deadline", width: 0.25 },
        ],
        rows: [
          [
            A ? "Claim not acknowledged by the carrier" : "Insurer has not responded to a reported loss",
            `${a.claimsAdvocate}, ${a.claimsAdvocatePhone}`,
            "3 business days",
          ],
          [A ? "Client complaint" : "Unhappy client", a.principal, "1 business day"],
          [A ? "Billing dispute" : "Payment or invoice problem", a.opsManager, "2 business days"],
        ],
        tags: ["esc:claim"],
      },
    ],
  };
}

export function bulletinDoc(a: WAgency, style: Style, scanned: boolean): KnowledgeDoc {
  const A = style === "A";
  const b = a.bulletin;
  return {
    id: `${a.slug}-${A ? "carrier-bulletin" : "underwriting-notice"}`,
    title: A ? `Carrier Bulletin: ${b.carrier}` : `Underwriting Notice from ${b.carrier}`,
    subtitle: `Distributed to ${a.name} producers`,
    owner: a.name,
    scannedPages: scanned ? [1] : undefined,
    blocks: [
      { kind: "heading", text: A ? "Rate revision" : "Pricing update" },
      {
        kind: "paragraph",
        tag: "bulletin:rate",
        text: A
          ? `${b.carrier} has filed a rate change of ${b.change} for ${b.line.toLowerCase()} in ${b.state}, effective ${b.effective} for new and renewal business.`
          : `Effective ${b.effective}, ${b.line.toLowerCase()} rates with ${b.carrier} in ${b.state} move by ${b.change} on new business and renewals.`,
      },
      {
        kind: "paragraph",
        text: A
          ? "Renewals already offered keep their quoted premium. Producers should tell affected clients at least 30 days before renewal."
          : "Quotes already issued are honored until they expire. Let clients know before their renewal offer arrives.",
      },
      { kind: "pageBreak" },
      { kind: "heading", text: A ? "Binding moratorium" : "Temporary binding restriction" },
      {
        kind: "paragraph",
        tag: "bulletin:moratorium",
        text: A
          ? `Because of the approaching storm season, ${b.carrier} will not bind new property coverage in ${b.moratoriumCounty} until the moratorium is lifted by bulletin.`
          : `No new property business may be bound with ${b.carrier} in ${b.moratoriumCounty} until a further notice lifts the restriction.`,
      },
      {
        kind: "paragraph",
        text: A
          ? "Endorsements on existing policies are allowed; increases in property limits are not."
          : "Changes to policies already in force may continue, except increases to building or contents limits.",
      },
    ],
  };
}

export function guidelinesDoc(a: WAgency, style: Style): KnowledgeDoc {
  const A = style === "A";
  const g = a.guidelines;
  const section = (title: string, text: string, tag?: string): Block[] => [
    { kind: "heading", text: title },
    { kind: "paragraph", text, tag },
  ];
  return {
    id: `${a.slug}-${A ? "underwriting-guidelines" : "risk-selection-standards"}`,
    title: A ? "Commercial Underwriting Guidelines" : "Risk Selection Standards",
    subtitle: `${a.name} — house rules that apply before any carrier's appetite`,
    owner: a.name,
    blocks: [
      ...section(
        A ? "Binding authority" : "What a producer may bind alone",
        A
          ? `A producer may bind an account with total insured value (TIV) up to ${g.bindTiv} without review by the commercial lines manager, within the carrier's own binding authority.`
          : `Accounts whose total insured value stays at or below ${g.bindTiv} may be bound by the producer alone; anything larger goes to the commercial lines manager first.`,
        "gl:bind",
      ),
      ...section(
        A ? "Loss history" : "Prior losses",
        A
          ? `Accounts with ${g.lossCount} or more losses in the last three years are reviewed by the manager before any submission, whatever the class.`
          : `The manager looks at any account showing ${g.lossCount} losses or more within three years before it is marketed.`,
        "gl:losses",
      ),
      { kind: "pageBreak" },
      ...section(
        A ? "Property: roofs and vacancy" : "Buildings",
        A
          ? `Roofs older than ${g.roofAge} years need a roof inspection report before quoting property. A building is treated as vacant after ${g.vacancyDays} consecutive days without normal operations.`
          : `An inspection report is required once a roof passes ${g.roofAge} years of age. Buildings empty of normal operations for ${g.vacancyDays} consecutive days count as vacant.`,
        "gl:property",
      ),
      ...section(
        A ? "Contractors" : "Trades and contractors",
        A
          ? `Contractors must collect certificates from every subcontractor showing general liability limits of at least ${g.subLimit} each occurrence; roofing, tree work and demolition go to a wholesale broker.`
          : `Every subcontractor must carry at least ${g.subLimit} per occurrence of general liability, proven by certificate; roofing, tree and demolition trades are placed through wholesale brokers.`,
        "gl:subs",
      ),
      ...section(
        A ? "Restaurants and hospitality" : "Food and drink",
        A
          ? "Restaurants with cooking need a hood and duct cleaning contract and a wet chemical suppression system. Liquor sales over 40% of receipts go to a wholesale broker."
          : "Kitchens with grease-producing cooking need regular hood cleaning and a suppression system; liquor-heavy operations are placed through wholesale brokers.",
      ),
    ],
  };
}
