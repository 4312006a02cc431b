import { describe, expect, it } from "vitest";
import { defaultIntakeConfig, sectionOf, type IntakeConfig } from "./config.ts";
import { nextTurn, startIntake } from "./engine.ts";
import type { CallerInput, Turn } from "./types.ts";

const TUESDAY = "2026-11-24";
const base = (overrides: Partial<IntakeConfig> = {}) =>
  defaultIntakeConfig({ agencyName: "Harbor Insurance", requiredContactInfo: ["phone"], ...overrides });
const speech = (text: string): CallerInput => ({ kind: "speech", text });

/** Plays the caller's inputs in order; answers the last turn and every line Cara said. */
function call(config: IntakeConfig, inputs: Array<string | CallerInput>, transferOpen = false) {
  let turn: Turn = startIntake(config, { callDate: TUESDAY, inboundNumber: "+17025550100", transferOpen });
  const said = [turn.say];
  for (const input of inputs) {
    turn = nextTurn(turn.state, typeof input === "string" ? speech(input) : input);
    said.push(turn.say);
    if (turn.done) break;
  }
  return { turn, said, record: turn.record };
}

describe("voice intake: a whole flow of each type", () => {
  it("COI: holder, address, additional insured, read back, summary, typed record", () => {
    const { turn, said, record } = call(base(), [
      "Hi, I need a certificate of insurance.",
      "Dana Whitfield",
      "Whitfield Roofing LLC",
      "Crestview Builders",
      "4410 Harmon Avenue, Las Vegas, Nevada 89103",
      "Yes, as additional insured",
      "702-555-0148",
      "Yes, that's right.",
    ]);
    expect(
      said.some((s) => s.startsWith("Let me read that back") && s.includes("4410 Harmon Avenue, Las Vegas, NV 89103")),
    ).toBe(true);
    expect(turn.done).toBe(true);
    expect(turn.say).toMatch(/^Thank you, Dana\. To summarize/);
    expect(record).toMatchObject({
      requestType: "CREATE_CERTIFICATE",
      flow: "COI",
      insuredName: "Whitfield Roofing LLC",
      holder: { name: "Crestview Builders", address: { city: "Las Vegas", zone: "NV", postalCode: "89103" } },
      additionalInsured: true,
      contact: { name: "Dana Whitfield", phone: "(702) 555-0148", inboundNumber: "(702) 555-0100" },
    });
  });

  it("FNOL auto: relative date, 'nobody was hurt', every configured field on the record", () => {
    const config = base({
      repeatCriticalInfo: false,
      fnol: {
        ...base().fnol,
        auto: sectionOf(["loss date", "location", "description", "injury identification", "police report request"]),
      },
    });
    const { record } = call(config, [
      "Someone rear-ended me, I need to report an accident.",
      "Priya Raman",
      "last Friday",
      "Route 9 and Elm Street in Framingham",
      "I was stopped at a light and got rear-ended.",
      "No, nobody was hurt.",
      "Yes, the police came.",
      "508-555-0122",
    ]);
    expect(record).toMatchObject({
      requestType: "FNOL",
      line: "auto",
      lossDate: "2026-11-20",
      injuries: false,
      fields: { policeReport: true, lossLocation: "Route 9 and Elm Street in Framingham" },
    });
  });

  it("quote: the line from the words, the configured questions and custom questions in order", () => {
    const config = base({
      repeatCriticalInfo: false,
      quote: {
        ...base().quote,
        qualification: sectionOf(["reason for quote"]),
        workersCompensation: sectionOf(["employee counts"], ["Do any employees work on roofs?"]),
        commercialCommon: sectionOf(["legal name and DBA"]),
      },
    });
    const { said, record } = call(config, [
      "I need a workers comp quote.",
      "Rosa Delgado",
      "We just hired people",
      "Greenway Outdoor Services LLC",
      "Six",
      "No, never",
      "512-555-0160",
    ]);
    expect(said.slice(2, 7)).toEqual([
      "What's prompting you to look for a quote?",
      "What is the business's legal name, and any DBA?",
      "How many employees do you have?",
      "Do any employees work on roofs?",
      "What's the best phone number to reach you?",
    ]);
    expect(record).toMatchObject({
      requestType: "QUOTE_REQUEST",
      line: "workersCompensation",
      fields: { employeeCount: 6, custom1: "No, never" },
    });
  });

  it("endorsements: add driver, add vehicle, add location", () => {
    const driver = call(
      base({
        repeatCriticalInfo: false,
        requiredContactInfo: [],
        service: { ...base().service, addDriver: sectionOf(["name", "date of birth"]) },
      }),
      ["I need to add my daughter as a driver on my policy.", "Janet Carter", "Emily Carter", "May 13th, 2009"],
    ).record;
    expect(driver).toMatchObject({
      requestType: "ENDORSE_POLICY",
      change: "ADD_DRIVER",
      fields: { driverName: "Emily Carter", driverDateOfBirth: "2009-05-13" },
    });
    expect(driver?.contact.phone).toBe("(702) 555-0100");
    const vehicle = call(
      base({
        repeatCriticalInfo: false,
        requiredContactInfo: [],
        service: { ...base().service, addVehicle: sectionOf(["VIN or details"]) },
      }),
      ["I bought a new truck and need it on my policy.", "Bill Hendricks", "The VIN is 1FTFW1E51PFA12345"],
    ).record;
    expect(vehicle).toMatchObject({ change: "ADD_VEHICLE", fields: { vehicle: "1FTFW1E51PFA12345" } });
    const location = call(
      base({
        repeatCriticalInfo: false,
        requiredContactInfo: [],
        service: { ...base().service, addLocation: sectionOf(["new address", "effective date"]) },
      }),
      [
        "We need to add a new location to our policy.",
        "Nora Quinn",
        "2250 North Broadway, Denver, CO 80205",
        "December 1st",
      ],
    ).record;
    expect(location).toMatchObject({ change: "ADD_LOCATION", fields: { effectiveDate: "2026-12-01" } });
  });

  it("LPR and a question", () => {
    const lpr = call(base({ repeatCriticalInfo: false, requiredContactInfo: [] }), [
      "I need loss runs for our business.",
      "Alan Mercer",
      "Summit Ridge Dental Group",
      "General liability",
      "Five years",
    ]).record;
    expect(lpr).toMatchObject({ requestType: "DOCUMENT_REQUEST", document: "LOSS_RUNS", fields: { lossRunYears: 5 } });
    const question = call(base({ repeatCriticalInfo: false, requiredContactInfo: [] }), [
      "Does my homeowners policy cover a tree falling on my fence?",
      "Gloria Nunez",
    ]).record;
    expect(question).toMatchObject({
      requestType: "QUESTION",
      question: "Does my homeowners policy cover a tree falling on my fence?",
    });
  });
});

describe("voice intake: the dialogue's rules", () => {
  const coi = () => base({ repeatCriticalInfo: false, requiredContactInfo: [] });

  it("asks again at most twice, then marks the answer missing and moves on", () => {
    const { said, record } = call(coi(), [
      "I need a COI.",
      "Tom Becker",
      "Precision HVAC",
      "Lakeside Medical",
      "somewhere downtown",
      "by the lake",
      "I told you, downtown",
      "No",
    ]);
    expect(said.filter((s) => s.includes("full mailing address")).length).toBe(3);
    expect(said[7]).toMatch(/^Let's move on/);
    expect(record?.missing).toEqual(["holderAddress"]);
  });

  it("keeps an answer given out of order and does not ask it again", () => {
    const { said, record } = call(coi(), [
      "This is Marco Bellini, I need a COI for Harbor Point Condominium Association, 88 Seaview Drive, Mystic, CT 06355, no additional insured.",
      "Bellini Tile",
    ]);
    expect(said.some((s) => /full name|holder's full mailing|certificate holder\?/.test(s))).toBe(false);
    expect(record).toMatchObject({
      holder: { name: "Harbor Point Condominium Association" },
      additionalInsured: false,
      contact: { name: "Marco Bellini" },
    });
  });

  it("takes a correction in the same answer and of the previous answer", () => {
    const config = base({
      repeatCriticalInfo: false,
      requiredContactInfo: [],
      fnol: { ...base().fnol, commercialProperty: sectionOf(["loss date", "location"]) },
    });
    const same = call(config, [
      "There was a fire at our building.",
      "Luis Ortega",
      "November 3rd, no wait, November 4th",
      "1200 Commerce Street, Dallas, TX 75202",
    ]).record;
    expect(same?.fields.lossDate).toBe("2026-11-04");
    const previous = call(config, [
      "There was a fire at our building.",
      "Luis Ortega",
      "November 3rd",
      "Sorry, I meant November 5th",
      "1200 Commerce Street, Dallas, TX 75202",
    ]).record;
    expect(previous?.fields.lossDate).toBe("2026-11-05");
  });

  it("a 'no' to the read-back changes the field named and reads back again", () => {
    const { said, record } = call(base({ requiredContactInfo: [] }), [
      "I need a certificate.",
      "Owen Fitzgerald",
      "Fitzgerald Design",
      "Pearl District Properties",
      "1020 SW Taylor Street, Portland, Oregon 97204",
      "Yes",
      "No, the zip code is 97205.",
      "Yes",
    ]);
    expect(said.filter((s) => s.includes("Is that all correct?")).length).toBe(2);
    expect(record?.requestType === "CREATE_CERTIFICATE" && record.holder.address?.postalCode).toBe("97205");
  });

  it("DTMF: the menu, a key for yes, digits collected until the number is whole", () => {
    let turn = startIntake(coi(), { callDate: TUESDAY, inboundNumber: null, transferOpen: false });
    turn = nextTurn(turn.state, { kind: "dtmf", digits: "1" });
    expect(turn.state.flow).toBe("COI");
    const config = base({ repeatCriticalInfo: false, requiredContactInfo: ["phone"] });
    let t = startIntake(config, { callDate: TUESDAY, inboundNumber: null, transferOpen: false });
    for (const said of [
      "I need a COI",
      "Priscilla Tan",
      "Tan Bakery",
      "Riverside Market",
      "300 River Road, Sacramento, CA 95814",
    ])
      t = nextTurn(t.state, speech(said));
    t = nextTurn(t.state, { kind: "dtmf", digits: "1" });
    expect(t.state.answers.additionalInsured?.value).toBe(true);
    for (const d of "916555016") {
      t = nextTurn(t.state, { kind: "dtmf", digits: d });
      expect(t.say).toBe("");
    }
    t = nextTurn(t.state, { kind: "dtmf", digits: "3" });
    expect(t.done).toBe(true);
    expect(t.record?.contact.phone).toBe("(916) 555-0163");
  });

  it("a barge-in stops Cara (nothing said) and the next words answer the question", () => {
    let t = startIntake(coi(), { callDate: TUESDAY, inboundNumber: null, transferOpen: false });
    t = nextTurn(t.state, speech("I need a certificate"));
    t = nextTurn(t.state, { kind: "interrupt", heard: "I can help with a cert" });
    expect(t.say).toBe("");
    t = nextTurn(t.state, speech("Dana Whitfield"));
    expect(t.state.answers.callerName?.value).toBe("Dana Whitfield");
  });

  it("a knowledge question mid-intake is noted and the question asked again", () => {
    const { said, record } = call(coi(), [
      "I need a certificate",
      "Tom Becker",
      "Is my liability limit one million or two million?",
      "Precision HVAC",
      "Lakeside Medical Center",
      "500 Lakeshore Boulevard, Cleveland, OH 44114",
      "No",
    ]);
    expect(said[3]).toMatch(/noted it for the team.*name of the business/);
    expect(record?.questions).toEqual(["Is my liability limit one million or two million?"]);
    expect(record?.fields.insuredName).toBe("Precision HVAC");
  });

  it("a person asked for: transferred with the purpose in hours, noted and intake goes on out of hours", () => {
    const open = call(coi(), ["I need a certificate", "Can I talk to a real person?"], true);
    expect(open.turn.transfer).toEqual({ purpose: "a certificate of insurance" });
    expect(open.turn.done).toBe(true);
    const closed = call(coi(), ["I need a certificate", "Tom Becker", "Can I talk to a real person?"]);
    expect(closed.said[3]).toMatch(/office is closed right now/);
    expect(closed.turn.done).toBeFalsy();
    expect(closed.turn.state.transferRequested).toBe(true);
  });

  it("is deterministic: the same inputs give the same words and record", () => {
    const inputs = [
      "I need a certificate",
      "Tom Becker",
      "Precision HVAC",
      "Lakeside",
      "500 Lakeshore Boulevard, Cleveland, OH 44114",
      "No",
    ];
    expect(JSON.stringify(call(coi(), inputs))).toBe(JSON.stringify(call(coi(), inputs)));
  });
});

describe("voice intake: the state between frames", () => {
  it("is plain JSON: a call can go on from a state read back from storage", () => {
    let t = startIntake(base({ repeatCriticalInfo: false, requiredContactInfo: [] }), {
      callDate: TUESDAY,
      inboundNumber: null,
      transferOpen: false,
    });
    for (const said of [
      "We need to add a location to our policy",
      "Nora Quinn",
      "2250 North Broadway, Denver, CO 80205",
    ])
      t = nextTurn(JSON.parse(JSON.stringify(t.state)), speech(said));
    t = nextTurn(JSON.parse(JSON.stringify(t.state)), speech("Locations to remove: none"));
    t = nextTurn(JSON.parse(JSON.stringify(t.state)), speech("We're leasing it"));
    expect(t.state.answers.ownershipStatus?.value).toBe("rent");
  });
});
