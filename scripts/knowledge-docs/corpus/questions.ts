// The eval's questions about one agency's documents: what is asked (in wording A for
// development agencies, B for held-out ones), which document states it, the tag of the block
// that states it (its page comes from the layout) and the value the answer must contain.
import type { KnowledgeDoc } from "../layout.ts";
import { decisionWord, type Style } from "./carrier-docs.ts";
import type { WAgency } from "./world.ts";

export interface Ask {
  kind: string;
  doc: KnowledgeDoc;
  tag: string;
  value: string;
  q: [string, string];
}

export function asks(a: WAgency, docs: Record<string, KnowledgeDoc>, style: Style): Ask[] {
  const out: Ask[] = [];
  const n = a.name;
  a.carriers.forEach((c, i) => {
    const k = c.classes[i % 5]!;
    const declined = c.classes[5]!;
    out.push(
      {
        kind: "claims phone",
        doc: docs.contact!,
        tag: `claims:${c.name}`,
        value: c.claimsPhone,
        q: [`What is the claims phone number for ${c.name}?`, `Which number do I call to report a loss to ${c.name}?`],
      },
      {
        kind: "underwriter",
        doc: docs.contact!,
        tag: `uw:${c.name}`,
        value: c.underwriter,
        q: [`Who is the underwriting contact at ${c.name}?`, `Which underwriter handles our business with ${c.name}?`],
      },
      {
        kind: "class decision",
        doc: docs.appetite!,
        tag: `class:${c.name}:${k.name}`,
        value: decisionWord(style, k.decision),
        q: [
          `Does ${c.name} write ${k.name.toLowerCase()}?`,
          `What is ${c.name}'s market stance on ${k.name.toLowerCase()}?`,
        ],
      },
      {
        kind: "class decision",
        doc: docs.appetite!,
        tag: `class:${c.name}:${declined.name}`,
        value: decisionWord(style, "Decline"),
        q: [
          `What is ${c.name}'s appetite for ${declined.name.toLowerCase()}?`,
          `Can we submit ${declined.name.toLowerCase()} to ${c.name}?`,
        ],
      },
    );
    if (i < 2) {
      out.push(
        {
          kind: "limits",
          doc: docs.appetite!,
          tag: `class:${c.name}:${k.name}`,
          value: k.limits,
          q: [
            `What max limits does ${c.name} offer for ${k.name.toLowerCase()}?`,
            `What limits are available from ${c.name} for ${k.name.toLowerCase()}?`,
          ],
        },
        {
          kind: "minimum premium",
          doc: docs.appetite!,
          tag: `min:${c.name}`,
          value: c.minPremium,
          q: [`What is the minimum premium for ${c.name}?`, `What is the smallest account ${c.name} accepts?`],
        },
      );
    } else {
      out.push(
        {
          kind: "declines",
          doc: docs.appetite!,
          tag: `declines:${c.name}`,
          value: c.declines[0]!,
          q: [`What does ${c.name} decline?`, `Which risks will ${c.name} not take?`],
        },
        {
          kind: "loss runs",
          doc: docs.appetite!,
          tag: `lossruns:${c.name}`,
          value: `${c.lossRunYears} years`,
          q: [
            `How many years of loss runs does ${c.name} require?`,
            `How much loss history does ${c.name} need with a submission?`,
          ],
        },
      );
    }
  });
  const p = docs.playbook!;
  out.push(
    {
      kind: "procedure",
      doc: p,
      tag: "pb:vehicle",
      value: a.gvwReferral,
      q: [
        `At ${n}, which vehicles need an underwriter referral when adding a vehicle?`,
        `${n}: what truck weight must be referred to the underwriter before adding it?`,
      ],
    },
    {
      kind: "procedure",
      doc: p,
      tag: "pb:coi",
      value: `${a.coiHours} hours`,
      q: [`How quickly does ${n} issue a certificate of insurance?`, `What is ${n}'s turnaround for a COI?`],
    },
    {
      kind: "procedure",
      doc: p,
      tag: "pb:cancel",
      value: `${a.remarketDays} business days`,
      q: [
        `At ${n}, how long do we remarket an account before handling a cancellation request over price?`,
        `When a client of ${n} wants to cancel because of price, how long do we shop the account?`,
      ],
    },
    {
      kind: "procedure",
      doc: p,
      tag: "pb:ai",
      value: a.aiFee,
      q: [
        `What does ${n}'s playbook say carriers charge to add an additional insured?`,
        `How much does a scheduled additional insured endorsement cost per name at ${n}?`,
      ],
    },
    {
      kind: "procedure",
      doc: p,
      tag: "pb:claim",
      value: `${a.followUpDays} business days`,
      q: [
        `When does ${n} follow up with the adjuster after reporting a claim?`,
        `How long does ${n} wait before chasing the adjuster on a loss?`,
      ],
    },
  );
  for (const o of a.offices)
    out.push({
      kind: "office hours",
      doc: docs.office!,
      tag: `office:${o.city}`,
      value: o.weekday,
      q: [
        `What are the weekday hours of ${n}'s ${o.city} office?`,
        `When is the ${o.city} branch of ${n} open during the week?`,
      ],
    });
  out.push(
    {
      kind: "after hours",
      doc: docs.office!,
      tag: "afterhours",
      value: a.afterHours,
      q: [`What is ${n}'s after-hours phone number?`, `What number do ${n} clients call at night or on weekends?`],
    },
    {
      kind: "escalation",
      doc: docs.office!,
      tag: "esc:claim",
      value: a.claimsAdvocate,
      q: [
        `At ${n}, who do we escalate to when a carrier has not acknowledged a claim?`,
        `If an insurer ignores a reported loss, who takes over at ${n}?`,
      ],
    },
    {
      kind: "bulletin",
      doc: docs.bulletin!,
      tag: "bulletin:rate",
      value: a.bulletin.change,
      q: [
        `What rate change did ${a.bulletin.carrier} announce for ${a.bulletin.line.toLowerCase()} in ${a.bulletin.state}?`,
        `By how much are ${a.bulletin.carrier}'s ${a.bulletin.line.toLowerCase()} rates in ${a.bulletin.state} changing?`,
      ],
    },
    {
      kind: "bulletin",
      doc: docs.bulletin!,
      tag: "bulletin:moratorium",
      value: a.bulletin.moratoriumCounty,
      q: [
        `Where has ${a.bulletin.carrier} put a binding moratorium on property?`,
        `In which county is new property business with ${a.bulletin.carrier} restricted?`,
      ],
    },
  );
  const g = docs.guidelines!;
  out.push(
    {
      kind: "guidelines",
      doc: g,
      tag: "gl:bind",
      value: a.guidelines.bindTiv,
      q: [
        `What is the most TIV a producer at ${n} may bind without review?`,
        `Up to what total insured value can ${n} producers bind on their own?`,
      ],
    },
    {
      kind: "guidelines",
      doc: g,
      tag: "gl:property",
      value: `${a.guidelines.roofAge} years`,
      q: [
        `How old can a roof be before ${n} requires a roof inspection?`,
        `${n}: at what roof age is an inspection report needed?`,
      ],
    },
    {
      kind: "guidelines",
      doc: g,
      tag: "gl:property",
      value: `${a.guidelines.vacancyDays} consecutive days`,
      q: [`After how many days is a building treated as vacant at ${n}?`, `When does ${n} count a building as vacant?`],
    },
    {
      kind: "guidelines",
      doc: g,
      tag: "gl:subs",
      value: a.guidelines.subLimit,
      q: [
        `What general liability limit must subcontractors carry under ${n}'s guidelines?`,
        `How much liability insurance does ${n} require subcontractors to prove?`,
      ],
    },
  );
  return out;
}
