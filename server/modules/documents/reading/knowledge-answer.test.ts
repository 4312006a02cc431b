import { describe, expect, it } from "vitest";
import { chunkPages } from "../chunking.ts";
import { answerFromKnowledge, asksPolicyValue, NOT_FOUND_IN_KNOWLEDGE_BASE } from "./knowledge-answer.ts";
import type { Passage } from "./types.ts";

const PLAYBOOK = [
  "SERVICING PLAYBOOK",
  "3.1 Issuing a certificate of insurance",
  "Certificates go out the same business day. Check that the holder's name and address match the contract.",
  "If the contract asks for additional insured status, confirm the endorsement is on the policy first.",
  "",
  "3.2 Adding a vehicle",
  "1. Get the year, make, model and VIN from the insured.",
  "2. Run the driver's MVR if a new driver comes with the vehicle.",
  "3. Send the change request to the carrier's underwriter and",
  "   ask for the revised auto ID cards.",
  "4. Save the carrier's confirmation to the client's file.",
  "",
  "3.3 Cancellation requests",
  "A cancellation request must be signed by the named insured. Never backdate a cancellation.",
].join("\n");

const CONTACTS = [
  "Carrier Contacts and Claims Reporting",
  "Carrier\tDepartment\tPhone\tEmail",
  "Travelers\tClaims (FNOL)\t800-238-6225\tclaims@travelers.example",
  "Travelers\tUnderwriting\t860-277-0111\tuw@travelers.example",
  "Hartford\tClaims (FNOL)\t800-327-3636\tclaims@hartford.example",
  "Office hours are Monday to Friday, 8 am to 5 pm Central.",
].join("\n");

/** Passages as search returns them: chunked pages, best first. */
function passagesOf(docs: Array<{ name: string; text: string }>): Passage[] {
  return docs.flatMap((doc, d) =>
    chunkPages([{ number: 2, text: doc.text, ocr: false }]).map((chunk, i) => ({
      fileId: `file-${doc.name.split(" ")[0]!.toLowerCase()}-${d}`,
      fileName: doc.name,
      page: chunk.page,
      text: chunk.text,
      heading: chunk.heading,
      rank: 1 / (d + i + 1),
    })),
  );
}

const playbook = passagesOf([{ name: "Servicing Playbook.pdf", text: PLAYBOOK }]);
const contacts = passagesOf([{ name: "Carrier Contacts.pdf", text: CONTACTS }]);

function expectExactQuotes(passages: Passage[], answer: ReturnType<typeof answerFromKnowledge>) {
  for (const citation of answer.citations) {
    const passage = passages.find((p) => p.fileId === citation.fileId && p.page === citation.page)!;
    expect(passage.text).toContain(citation.quote);
    expect(citation.quote.length).toBeGreaterThan(0);
  }
}

describe("answerFromKnowledge", () => {
  it("answers a procedure question with its numbered steps, the heading and a citation per step", () => {
    const answer = answerFromKnowledge("How do I add a vehicle to a commercial auto policy?", playbook);
    expect(answer.found).toBe(true);
    expect(answer.answer.split("\n")).toEqual([
      "3.2 Adding a vehicle:",
      "1. Get the year, make, model and VIN from the insured. [1]",
      "2. Run the driver's MVR if a new driver comes with the vehicle. [1]",
      "3. Send the change request to the carrier's underwriter and ask for the revised auto ID cards. [1]",
      "4. Save the carrier's confirmation to the client's file. [1]",
    ]);
    expect(answer.citations).toHaveLength(1);
    expect(answer.citations[0]).toMatchObject({ fileName: "Servicing Playbook.pdf", page: 2 });
    expect(answer.citations[0]!.quote.startsWith("3.2 Adding a vehicle\n1. Get the year")).toBe(true);
    expectExactQuotes(playbook, answer);
  });

  it("answers a phone-number question with the contact row that has it", () => {
    const answer = answerFromKnowledge("What is the phone number to report a claim to Travelers?", contacts);
    expect(answer).toMatchObject({
      found: true,
      answer: "Travelers | Claims (FNOL) | 800-238-6225 | claims@travelers.example [1]",
    });
    expect(answer.citations).toEqual([
      {
        fileId: "file-carrier-0",
        fileName: "Carrier Contacts.pdf",
        page: 2,
        quote: "Travelers\tClaims (FNOL)\t800-238-6225\tclaims@travelers.example",
      },
    ]);
  });

  it("reads abbreviations through the synonyms (COI, AI) and quotes the matching sentence, its heading counting", () => {
    const coi = answerFromKnowledge("Does a COI need the holder's address?", playbook);
    expect(coi.answer).toBe("Check that the holder's name and address match the contract. [1]");
    const ai = answerFromKnowledge("What do I confirm for AI status?", playbook);
    expect(ai.answer).toBe(
      "If the contract asks for additional insured status, confirm the endorsement is on the policy first. [1]",
    );
    expectExactQuotes(playbook, coi);
    expectExactQuotes(playbook, ai);
  });

  it("says not found, with no citation, for a question on another topic", () => {
    for (const question of [
      "What is the agency's policy on bringing dogs to the office?",
      "How do I file a flood claim with FEMA?",
    ]) {
      const answer = answerFromKnowledge(question, [...playbook, ...contacts]);
      expect(answer).toEqual({ found: false, answer: NOT_FOUND_IN_KNOWLEDGE_BASE, citations: [] });
      expect(answer.answer.toLowerCase()).toContain("not found in the knowledge base");
    }
    expect(answerFromKnowledge("How do I add a vehicle?", []).found).toBe(false);
  });

  it("keeps every quote an exact substring of its passage", () => {
    const all = [...playbook, ...contacts];
    for (const question of [
      "Who must sign a cancellation request?",
      "email for Hartford claims",
      "What are the office hours?",
      "steps to add a vehicle",
      "Travelers underwriting contact",
    ]) {
      const answer = answerFromKnowledge(question, all);
      expect(answer.found, question).toBe(true);
      expectExactQuotes(all, answer);
      expect(answer.answer.match(/\[\d+\]/g)?.length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("the unit carrying what the question asks for", () => {
  const GUIDE = [
    "Northwind Indemnity — appetite by class",
    "Class\tAppetite\tMax limits",
    "Bakeries\tDecline\t-",
    "Coffee shops\tAcceptable\t$2M / $4M",
    "What Northwind Indemnity declines",
    "• Trampoline parks",
    "• Cannabis operations",
    "Submission requirements",
    "1. Signed ACORD applications for each line",
  ].join("\n");
  const COI = [
    "Issue a certificate of insurance",
    "A certificate shows coverage; it never changes it.",
    "1. Confirm the policy is in force and the holder's legal name.",
    "2. Issue the certificate within 24 hours of the request.",
    "3. Send it to the holder and the client.",
  ].join("\n");
  const HOURS = [
    "Office hours",
    "Office\tWeekdays\tPhone",
    "Augusta\t8:30 a.m. to 5:30 p.m.\t(866) 555-0109",
    "After-hours line",
    "Outside office hours, clients call the after-hours line at (888) 555-0112; urgent matters page the on-call",
    "manager.",
    "Pinecone Insurance Group — Office Hours and Escalation — Page 1 of 2",
  ].join("\n");

  it("answers with the list a sentence-case lead-in line introduces, not the line alone", () => {
    const answer = answerFromKnowledge(
      "What does Northwind Indemnity decline?",
      passagesOf([{ name: "Guide", text: GUIDE }]),
    );
    expect(answer.answer).toContain("Trampoline parks");
    expect(answer.answer).toContain("Cannabis operations");
    expect(answer.citations[0]!.quote).toContain("What Northwind Indemnity declines");
  });

  it("answers a how-quickly question with the step that states the time", () => {
    const answer = answerFromKnowledge(
      "How quickly do we issue a certificate of insurance?",
      passagesOf([{ name: "Playbook", text: COI }]),
    );
    expect(answer.answer).toContain("within 24 hours");
    expect(answer.answer).not.toMatch(/^A certificate shows coverage/);
  });

  it("matches a hyphenated word part by part and takes the agency's name from the page", () => {
    const answer = answerFromKnowledge(
      "What is Pinecone Insurance Group's after-hours phone number?",
      passagesOf([{ name: "Hours", text: HOURS }]),
    );
    expect(answer.found).toBe(true);
    expect(answer.answer).toContain("(888) 555-0112");
    expect(answer.answer).not.toContain("(866) 555-0109");
  });
});

describe("a question about a policy's own value (issue 28)", () => {
  const all = [...playbook, ...contacts];

  it("is not answered by a procedure that only names the thing asked: not found, the passage apart", () => {
    for (const question of ["Who is the named insured?", "What is the policy period?"]) {
      const answer = answerFromKnowledge(question, all);
      expect(answer.found, question).toBe(false);
      expect(answer.citations, question).toEqual([]);
      expect(answer.answer.startsWith(NOT_FOUND_IN_KNOWLEDGE_BASE), question).toBe(true);
    }
    const insured = answerFromKnowledge("Who is the named insured?", all);
    expect(insured.answer).toContain("Passages that may help (they do not answer the question):");
    expect(insured.answer).toMatch(/\n- Servicing Playbook\.pdf, page 2: ".*insured.*"/);
    expect(insured.mayHelp?.[0]).toMatchObject({ fileName: "Servicing Playbook.pdf", page: 2 });
    expectExactQuotes(all, { ...insured, citations: insured.mayHelp ?? [] });
  });

  it("is not answered without a value of the type asked: a limit needs an amount, a period its dates", () => {
    for (const question of [
      "What is the each occurrence limit on the vehicle policy?",
      "What is the deductible for adding a vehicle?",
      "When does the auto policy take effect?",
    ])
      expect(answerFromKnowledge(question, all).found, question).toBe(false);
  });

  it("is answered when the passage does carry the value: a labelled insured, an amount, dates", () => {
    const client = passagesOf([
      {
        name: "Acme cyber quote.pdf",
        text: [
          "Cyber Liability Quote",
          "Named Insured: Acme Robotics LLC",
          "Policy Period: 01/01/2026 to 01/01/2027",
          "Each Claim Limit\t$1,000,000",
          "Retention\t$25,000",
        ].join("\n"),
      },
    ]);
    const insured = answerFromKnowledge("Who is the named insured?", client);
    expect(insured).toMatchObject({ found: true, answer: "Named Insured: Acme Robotics LLC [1]" });
    expectExactQuotes(client, insured);
    expect(answerFromKnowledge("What is the policy period?", client).answer).toBe(
      "Policy Period: 01/01/2026 to 01/01/2027 [1]",
    );
    expect(answerFromKnowledge("What is the retention?", client).answer).toBe("Retention | $25,000 [1]");
  });

  it("leaves the agency's own questions alone: its ways are answered by its sentences", () => {
    const answer = answerFromKnowledge("Who must sign a cancellation request?", all);
    expect(answer.found).toBe(true);
    expect(answer.answer).toContain("signed by the named insured");
  });
});

describe("a question about policies in general is the agency's own (issue 28)", () => {
  const RENEWALS = [
    "Renewals",
    "The renewal review starts 90 days before a policy's expiration.",
    "A cancellation takes effect the day after the carrier receives the signed request.",
  ].join("\n");
  const renewals = passagesOf([{ name: "Renewals.pdf", text: RENEWALS }]);

  it("answers with the agency's sentence, not holding it to a policy's dates", () => {
    for (const [question, expected] of [
      ["How many days before a policy's expiration does the renewal review start?", "90 days"],
      ["When does a cancellation of a policy take effect?", "the day after the carrier receives"],
    ] as const) {
      const answer = answerFromKnowledge(question, renewals);
      expect(answer.found, question).toBe(true);
      expect(answer.answer, question).toContain(expected);
    }
  });

  it("still holds one policy's date to a date", () => {
    expect(answerFromKnowledge("When does the policy take effect?", renewals).found).toBe(false);
  });
});

describe("a paper form the agency handles is not a policy's form (issue 28)", () => {
  it("answers a question about the cancellation form from the procedure, and holds a policy's forms to a form number", () => {
    const passages = passagesOf([
      {
        name: "Cancellations.pdf",
        text: "Cancellations\nThe signed cancellation form must be received within 10 days of the request.",
      },
    ]);
    const paper = answerFromKnowledge("Within how many days must the signed cancellation form be received?", passages);
    expect(paper.answer).toContain("within 10 days");
    expect(answerFromKnowledge("Is the cancellation form on the policy?", passages).found).toBe(false);
  });
});

describe("a labelled value read as a heading (issue 28)", () => {
  it("states the amount beside the label asked, not the next line's amount under it", () => {
    const quote = passagesOf([
      {
        name: "Cyber quote.pdf",
        text: "Cyber Liability Quote\nCyber Retention: $50,000\nEach Claim Limit: $1,000,000",
      },
    ]);
    const answer = answerFromKnowledge("What is the cyber retention on the quote?", quote);
    expect(answer).toMatchObject({ found: true, answer: "Cyber Retention: $50,000 [1]" });
    expectExactQuotes(quote, answer);
  });
});

describe("a qualified value the question names (issue 28)", () => {
  it("answers 'the minimum premium' from the line that names the minimum premium", () => {
    const guide = passagesOf([
      {
        name: "Appetite guide.pdf",
        text: "Northwind Indemnity\nMinimum annual premium $2,500.\nWe decline trampoline parks.",
      },
    ]);
    const answer = answerFromKnowledge("What is the minimum premium for Northwind Indemnity?", guide);
    expect(answer).toMatchObject({ found: true });
    expect(answer.answer).toContain("$2,500");
  });
});

describe("of several labelled values on one page (issue 28)", () => {
  it("states the one whose line names the question's other terms, not the first", () => {
    const page = passagesOf([
      {
        name: "Quotes.pdf",
        text: "Cyber quotes\nNamed Insured: Acme Robotics LLC\nNamed Insured: Beta Bakery LLC",
      },
    ]);
    expect(answerFromKnowledge("Who is the named insured on the Beta Bakery quote?", page).answer).toBe(
      "Named Insured: Beta Bakery LLC [1]",
    );
  });
});

describe("a labelled value under its heading (issue 28)", () => {
  it("states the minimum premium of the carrier asked, under its own heading", () => {
    const guide = passagesOf([
      {
        name: "Appetite guide.pdf",
        text: [
          "Carrier appetite",
          "Granite Ridge Mutual",
          "Minimum annual premium $2,500.",
          "Lakeshore Casualty",
          "Minimum annual premium $1,000.",
        ].join("\n"),
      },
    ]);
    expect(answerFromKnowledge("What is the minimum premium for Lakeshore Casualty?", guide).answer).toContain(
      "$1,000",
    );
    expect(answerFromKnowledge("What is the minimum premium for Granite Ridge Mutual?", guide).answer).toContain(
      "$2,500",
    );
  });
});

describe("asksPolicyValue: one client's policy value, not a carrier's or the agency's rule (issue 28)", () => {
  it("holds the walk's questions to the client's documents and leaves appetite and procedure questions alone", () => {
    for (const question of [
      "Who is the named insured?",
      "What is the policy period?",
      "What is the each occurrence limit?",
      "What is the total premium?",
      "What is the building deductible?",
      "Is there a communicable disease exclusion on the policy?",
    ])
      expect(asksPolicyValue(question), question).toBe(true);
    for (const question of [
      "What is the minimum premium for Northwind Indemnity?",
      "What deductible does Harbor Specialty require for restaurants?",
      "What annual sales limit does Marlinspike Mutual accept for boat dealers?",
      "What is the claims phone number for Harbor Specialty?",
      "Within how many days must the signed cancellation form be received?",
      "How long do we remarket an account before a cancellation?",
    ])
      expect(asksPolicyValue(question), question).toBe(false);
  });
});
