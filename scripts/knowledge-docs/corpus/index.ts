// The knowledge retrieval corpus of `npm run eval`: 60 documents of ten fictional agencies
// (appetite guides, claims contact sheets, servicing playbooks, office hours and escalation,
// carrier bulletins, underwriting guidelines) and their questions, each with the document, the page (from the layout:
// the page its tagged block landed on) and the expected answer value. Development agencies use
// wording A for documents and questions; held-out agencies use wording B for both.
import { layout, pageText, standardFonts, type KnowledgeDoc, type LaidOutPage } from "../layout.ts";
import { appetiteDoc, contactDoc, decisionWord, type Style } from "./carrier-docs.ts";
import { bulletinDoc, guidelinesDoc, officeDoc, playbookDoc } from "./office-docs.ts";
import { buildWorld, type WAgency } from "./world.ts";

export interface KnowledgeQuestion {
  id: string;
  split: "dev" | "held-out";
  kind: string;
  question: string;
  docId: string;
  page: number;
  /** must appear in the answer */
  value: string;
}

export interface CorpusDoc {
  split: "dev" | "held-out";
  doc: KnowledgeDoc;
  pages: LaidOutPage[];
}

interface Ask {
  kind: string;
  doc: KnowledgeDoc;
  tag: string;
  value: string;
  q: [string, string];
}

function asks(a: WAgency, docs: Record<string, KnowledgeDoc>, style: Style): Ask[] {
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

export async function knowledgeCorpus(): Promise<{ docs: CorpusDoc[]; questions: KnowledgeQuestion[] }> {
  const fonts = await standardFonts();
  const docs: CorpusDoc[] = [];
  const questions: KnowledgeQuestion[] = [];
  const scannedFor = new Set<string>();
  for (const a of buildWorld()) {
    const style: Style = a.split === "dev" ? "A" : "B";
    const firstOfSplit = !scannedFor.has(a.split);
    scannedFor.add(a.split);
    const byKind: Record<string, KnowledgeDoc> = {
      appetite: appetiteDoc(a, style),
      contact: contactDoc(a, style),
      playbook: playbookDoc(a, style),
      office: officeDoc(a, style),
      bulletin: bulletinDoc(a, style, firstOfSplit),
      guidelines: guidelinesDoc(a, style),
    };
    const laid = new Map<string, LaidOutPage[]>();
    for (const doc of Object.values(byKind)) {
      const pages = layout(doc, fonts);
      laid.set(doc.id, pages);
      docs.push({ split: a.split, doc, pages });
    }
    for (const [i, ask] of asks(a, byKind, style).entries()) {
      const pages = laid.get(ask.doc.id)!;
      const page = pages.findIndex((pg) => pg.tags.includes(ask.tag)) + 1;
      if (page === 0) throw new Error(`No page of ${ask.doc.id} carries ${ask.tag}`);
      // the value must be printed whole on its page (not cut by a wrapped table cell)
      const flat = (t: string) => t.replace(/\s+/g, " ").toLowerCase();
      if (!flat(pageText(pages[page - 1]!)).includes(flat(ask.value)))
        throw new Error(`Page ${page} of ${ask.doc.id} does not print "${ask.value}" whole`);
      questions.push({
        id: `${a.slug}-${i + 1}`,
        split: a.split,
        kind: ask.kind,
        question: ask.q[style === "A" ? 0 : 1],
        docId: ask.doc.id,
        page,
        value: ask.value,
      });
    }
  }
  return { docs, questions };
}
