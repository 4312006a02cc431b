// Harbor's servicing playbook and office hours and escalation sheet (fictional facts, 555-01xx numbers).
import type { Block, KnowledgeDoc } from "./layout.ts";

const OWNER = "Harbor Insurance Agency";

const procedure = (title: string, intro: string, steps: string[], breakBefore = false): Block[] => [
  ...(breakBefore ? [{ kind: "pageBreak" } as Block] : []),
  { kind: "heading", text: title },
  { kind: "paragraph", text: intro },
  { kind: "steps", items: steps },
];

export function servicingPlaybook(): KnowledgeDoc {
  return {
    id: "harbor-servicing-playbook",
    title: "Servicing Playbook",
    subtitle: "Step-by-step procedures for account managers — version 4.2, January 2026",
    owner: OWNER,
    blocks: [
      {
        kind: "paragraph",
        text: "Every change a client asks for is a service request in Cara. Open the request before you start, attach what the client sent, and close it with a note of what you did. Turnaround targets: same business day for certificates, two business days for policy changes, one hour for anything that stops a client from working.",
      },
      ...procedure(
        "1. Procedure: add a vehicle to a commercial auto policy",
        "Clients may add a vehicle by phone, email or the client portal. Coverage starts only when the carrier confirms it; never tell a client a vehicle is covered before that.",
        [
          "Collect the year, make, model and full 17-character VIN, the garaging address, the stated value or cost new, and the lienholder's name and address if the vehicle is financed or leased.",
          "Confirm who drives it; a new driver needs a license number and date of birth, and the agency orders a motor vehicle report before submitting.",
          "Check the carrier's appetite guide: vehicles over 10,000 lbs GVW need an underwriter referral with Auto-Owners and Progressive.",
          "Submit the change in the carrier's portal, or email the ACORD 127 change form to the underwriter when the carrier has no portal.",
          "Save the carrier's confirmation and the new auto ID cards to the policy's documents in Cara.",
          "Send the ID cards to the client and, when there is a lienholder, a certificate of insurance naming the lienholder as loss payee.",
        ],
      ),
      ...procedure(
        "2. Procedure: issue a certificate of insurance (COI)",
        "Certificates are issued the same business day. A certificate shows coverage; it never changes it. Anything that changes coverage (additional insured, waiver of subrogation, primary and noncontributory wording) needs the endorsement on the policy first.",
        [
          "Confirm the policy is in force and the holder's exact legal name and mailing address.",
          "Read the holder's contract requirements: limits, additional insured status, waiver of subrogation, notice of cancellation.",
          "If the requirements exceed the policy, tell the client what is missing before issuing anything; do not issue a certificate that misstates coverage.",
          "Create the certificate in Cara from the account (Certificates, then New certificate) on the ACORD 25 form.",
          "Describe the operations in plain words in the Description of Operations box; list the endorsement form numbers that grant additional insured status.",
          "Send the certificate to the holder and the client from Cara, and note the holder on the account for renewal reissues.",
        ],
        true,
      ),
      ...procedure(
        "3. Procedure: handle a cancellation request",
        "Only the first named insured may cancel a policy. A cancellation is always confirmed in writing, and we try to keep the client first: ask why before you process anything.",
        [
          "Verify the caller is the first named insured or an officer of the company; otherwise stop and call the client back at the number on file.",
          "Ask the reason. If it is price, offer to remarket the account within 5 business days before cancelling.",
          "Get a signed cancellation request (lost policy release, ACORD 35) with the requested cancellation date; a date in the past needs carrier approval.",
          "Confirm replacement coverage is in force when the client is required to carry insurance (auto, workers compensation, a lease or loan).",
          "Send the signed request to the carrier and record the cancellation on the policy in Cara with the reason.",
          "Tell the client whether the return premium is pro rata or short rate, and that the carrier will send it within 30 days.",
          "Notify certificate holders and lienholders when the contract or the policy requires it.",
        ],
        true,
      ),
      ...procedure(
        "4. Procedure: add an additional insured",
        "Most requests come with a contract or lease. The endorsement must be on the policy before a certificate can show additional insured status.",
        [
          "Get the additional insured's exact name, address and the contract requiring it.",
          "Check whether the policy already has a blanket additional insured endorsement (CG 20 10 or CG 20 26 or the carrier's equivalent).",
          "If it is blanket, issue the certificate; no carrier request is needed.",
          "If it is not blanket, request a scheduled additional insured endorsement from the underwriter; the usual charge is $50 to $150 per name.",
          "When the endorsement is issued, save it to the policy's documents and issue the certificate.",
        ],
        true,
      ),
      ...procedure(
        "5. Procedure: change of address",
        "A new mailing address is a simple change; a new location is a change in exposure that the underwriter must approve.",
        [
          "Ask whether the business moved its operations or only its mailing address.",
          "For a mailing address only, update the account in Cara and send the change to each carrier on the account.",
          "For a new location, collect construction, year built, square footage, protection class and alarms, and submit to the underwriter before the move date.",
          "For auto policies, update the garaging address; a move to another state can require a new policy.",
          "Confirm the change to the client in writing once the carriers have processed it.",
        ],
        true,
      ),
      ...procedure(
        "6. Procedure: report a claim for a client",
        "We help the client report; the carrier's adjuster decides coverage. Use the Carrier Contacts and Claims Reporting sheet for numbers.",
        [
          "Make sure everyone is safe; for injuries or fire, the client calls 911 first.",
          "Collect the facts: date, time and place, what happened, injuries, damage, police report number, photos.",
          "Report the claim to the carrier the same business day by phone or online.",
          "Record the claim number and adjuster on the account in Cara and tell the client.",
          "Follow up with the adjuster after 3 business days if the client has not been contacted.",
        ],
        true,
      ),
      ...procedure(
        "7. Procedure: remove a vehicle or driver",
        "Removing a vehicle lowers premium; removing a driver may be required by the carrier after an accident.",
        [
          "Get the VIN of the vehicle or the name of the driver and the effective date.",
          "Confirm the vehicle was sold, totaled or taken out of use; a lienholder must be notified.",
          "Send the change to the carrier and save the endorsement to the policy in Cara.",
          "Send the client new ID cards when the vehicle list changes.",
        ],
      ),
    ],
  };
}

export function officeHoursAndEscalation(): KnowledgeDoc {
  return {
    id: "harbor-office-hours-escalation",
    title: "Office Hours and Escalation",
    subtitle: "Harbor Insurance Agency offices, after-hours coverage and who decides what — January 2026",
    owner: OWNER,
    blocks: [
      { kind: "heading", text: "Office hours" },
      {
        kind: "table",
        columns: [
          { header: "Office", width: 0.3 },
          { header: "Address", width: 0.3 },
          { header: "Hours", width: 0.25 },
          { header: "Phone", width: 0.15 },
        ],
        rows: [
          [
            "Portland (main office)",
            "48 Commercial Street, Suite 300, Portland, ME 04101",
            "Mon-Fri 8:00 a.m. to 5:30 p.m.; Sat 9:00 a.m. to noon",
            "(207) 555-0140",
          ],
          ["Bangor", "112 Exchange Street, Bangor, ME 04401", "Mon-Fri 8:30 a.m. to 5:00 p.m.", "(207) 555-0150"],
          [
            "Portsmouth",
            "75 Market Street, Portsmouth, NH 03801",
            "Mon-Thu 9:00 a.m. to 5:00 p.m.; Fri 9:00 a.m. to 3:00 p.m.",
            "(603) 555-0160",
          ],
        ],
      },
      {
        kind: "paragraph",
        text: "All offices close on New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving Day and the day after, and Christmas Day. The Portland office closes at 1:00 p.m. on Christmas Eve and New Year's Eve.",
      },
      { kind: "heading", text: "Holiday schedule 2026", level: 2 },
      {
        kind: "table",
        columns: [
          { header: "Holiday", width: 0.4 },
          { header: "Date", width: 0.3 },
          { header: "Offices", width: 0.3 },
        ],
        rows: [
          ["New Year's Day", "Thursday, January 1", "All closed"],
          ["Memorial Day", "Monday, May 25", "All closed"],
          ["Independence Day (observed)", "Friday, July 3", "All closed"],
          ["Labor Day", "Monday, September 7", "All closed"],
          ["Thanksgiving Day and the day after", "November 26 and 27", "All closed"],
          ["Christmas Eve", "Thursday, December 24", "Portland closes at 1:00 p.m."],
          ["Christmas Day", "Friday, December 25", "All closed"],
        ],
      },
      { kind: "pageBreak" },
      { kind: "heading", text: "After-hours line" },
      {
        kind: "paragraph",
        text: "Outside office hours, clients call the after-hours line at (207) 555-0199. It is answered by Cara's voice agent, which takes messages, reads the carrier claims numbers to callers and pages the on-call account manager for urgent matters. The on-call rotation is posted weekly by Elena Ruiz.",
      },
      {
        kind: "paragraph",
        text: "Urgent means a client cannot work without us: a certificate needed to start a job the next morning, proof of auto insurance after an accident, or a vehicle that must be added before it is driven. Urgent pages are answered within 30 minutes between 7:00 a.m. and 10:00 p.m. Everything else is answered the next business day.",
      },
      { kind: "pageBreak" },
      { kind: "heading", text: "Escalation path by issue type" },
      {
        kind: "table",
        columns: [
          { header: "Issue", width: 0.3 },
          { header: "First contact", width: 0.22 },
          { header: "Escalate to", width: 0.24 },
          { header: "Within", width: 0.24 },
        ],
        rows: [
          [
            "Claim not acknowledged by the carrier",
            "Account manager",
            "Marcus Bell, Claims Advocate, (207) 555-0143",
            "3 business days after reporting",
          ],
          [
            "Client complaint about service",
            "Account manager",
            "Jordan Avery, Agency Principal, (207) 555-0142",
            "1 business day",
          ],
          [
            "Underwriting declination or non-renewal",
            "Producer",
            "Priya Shah, Commercial Lines Manager, (207) 555-0144",
            "Before the renewal offer is due",
          ],
          [
            "Billing dispute or payment not applied",
            "Customer service desk",
            "Elena Ruiz, Operations Manager, (207) 555-0145",
            "2 business days",
          ],
          ["Certificate needed same day and blocked", "Certificate desk", "Jordan Avery, (207) 555-0142", "2 hours"],
          [
            "Suspected error or omission by the agency",
            "Any employee",
            "Jordan Avery and our E&O carrier",
            "Same day; do not admit fault",
          ],
          [
            "Data or privacy incident",
            "Any employee",
            "Elena Ruiz, then Hiscox breach hotline (866) 555-0124",
            "1 hour",
          ],
        ],
      },
      { kind: "heading", text: "How to escalate" },
      {
        kind: "steps",
        items: [
          "Write what happened, what the client needs and by when on the service request in Cara.",
          "Call the person in the Escalate to column; email alone is not an escalation.",
          "Tell the client who now owns the issue and when they will hear back.",
          "The owner closes the loop with the client and records the outcome on the request.",
        ],
      },
      { kind: "pageBreak" },
      { kind: "heading", text: "Who may approve what" },
      {
        kind: "table",
        columns: [
          { header: "Decision", width: 0.45 },
          { header: "Approved by", width: 0.3 },
          { header: "Limit", width: 0.25 },
        ],
        rows: [
          ["Waive an agency fee", "Account manager", "Up to $100"],
          ["Refund or credit to a client", "Elena Ruiz", "Up to $2,500"],
          ["Refund above $2,500", "Jordan Avery", "Any amount"],
          ["Bind coverage in a carrier portal", "Licensed producer", "Within the carrier's binding authority"],
          ["Backdate a policy change", "Never without the underwriter's written approval", "-"],
          ["Accept a new client in a declined class", "Priya Shah", "Through a wholesale broker only"],
        ],
      },
      { kind: "heading", text: "On-call account managers" },
      {
        kind: "paragraph",
        text: "The on-call account manager carries the after-hours pager for one week, Friday 5:30 p.m. to the next Friday 8:00 a.m. The on-call manager may issue certificates and add vehicles after hours when the carrier's portal confirms coverage at once; everything else waits for the next business day. The on-call manager never binds new business after hours.",
      },
      {
        kind: "paragraph",
        text: "If the on-call manager does not answer a page within 30 minutes, the after-hours line pages the backup, Marcus Bell, at (207) 555-0146, and then Jordan Avery.",
      },
    ],
  };
}
