/**
 * The email triage set's world (issue 30): an agency's book of accounts, contacts, websites and
 * policy numbers that every message of the set (dev and kept-out) is sent into, and the case shape.
 * Made-up businesses and people; example domains where a real-looking one is not needed.
 */
import type { ServiceRequestType } from "../../domain/service-request.ts";

export interface BookContact {
  name: string;
  email: string;
}

export interface BookAccount {
  /** The account's slug: what a case expects as its account. */
  key: string;
  name: string;
  type: "BUSINESS" | "INDIVIDUAL";
  dba?: string;
  email?: string;
  website?: string;
  contacts: BookContact[];
  policyNumbers: string[];
}

export const EMAIL_BOOK: BookAccount[] = [
  {
    key: "harbor-bakery",
    name: "Harbor Street Bakery LLC",
    type: "BUSINESS",
    website: "https://www.harborstreetbakery.com",
    contacts: [
      { name: "Maria Lopez", email: "maria@harborstreetbakery.com" },
      { name: "Tom Reilly", email: "tom@harborstreetbakery.com" },
    ],
    policyNumbers: ["HSB-BOP-2291847", "WC 7710452-03"],
  },
  {
    key: "ridgeline-roofing",
    name: "Ridgeline Roofing Inc.",
    type: "BUSINESS",
    website: "ridgelineroofing.net",
    contacts: [
      { name: "Dale Kowalski", email: "dale@ridgelineroofing.net" },
      { name: "Ridgeline Office", email: "office@ridgelineroofing.net" },
    ],
    policyNumbers: ["CGL 4418820", "CA 5530219"],
  },
  {
    key: "pinecrest-dental",
    name: "Pinecrest Family Dental PC",
    type: "BUSINESS",
    website: "pinecrestdental.com",
    contacts: [
      { name: "Anita Rao", email: "anita.rao@pinecrestdental.com" },
      { name: "Jess Morgan", email: "jmorgan@pinecrestdental.com" },
    ],
    policyNumbers: ["BP 88-214-7731", "PLD-552901"],
  },
  {
    key: "blue-heron",
    name: "Blue Heron Landscaping",
    type: "BUSINESS",
    website: "blueheronlandscapes.com",
    contacts: [{ name: "Luis Ortega", email: "luis.ortega.bh@gmail.com" }],
    policyNumbers: ["GLP 3370015", "61-AU-220918"],
  },
  {
    key: "northgate-logistics",
    name: "Northgate Logistics LLC",
    type: "BUSINESS",
    website: "northgatelogistics.com",
    contacts: [
      { name: "Priya Natarajan", email: "pnatarajan@northgatelogistics.com" },
      { name: "Northgate Dispatch", email: "dispatch@northgatelogistics.com" },
    ],
    policyNumbers: ["TRK-1109385", "7801-GL-44"],
  },
  {
    key: "daniel-kim",
    name: "Daniel Kim",
    type: "INDIVIDUAL",
    email: "daniel.kim88@yahoo.com",
    contacts: [{ name: "Daniel Kim", email: "daniel.kim88@yahoo.com" }],
    policyNumbers: ["H3-00918273", "PA 4471290"],
  },
  {
    key: "sarah-okafor",
    name: "Sarah Okafor",
    type: "INDIVIDUAL",
    email: "sokafor@outlook.com",
    contacts: [{ name: "Sarah Okafor", email: "sokafor@outlook.com" }],
    policyNumbers: ["RNT-7720145"],
  },
  {
    key: "copperleaf-cafe",
    name: "Copperleaf Cafe",
    type: "BUSINESS",
    website: "copperleafcafe.com",
    contacts: [{ name: "Nina Petrova", email: "nina@copperleafcafe.com" }],
    policyNumbers: ["CLC-BOP-30021", "LL-90331"],
  },
  {
    key: "summit-electric",
    name: "Summit Electrical Contractors Inc",
    type: "BUSINESS",
    website: "summitelectricco.com",
    contacts: [
      { name: "Gary Baptiste", email: "gary@summitelectricco.com" },
      { name: "Summit Accounting", email: "accounting@summitelectricco.com" },
    ],
    policyNumbers: ["SEC-GL-661204", "WC-2239817"],
  },
  {
    key: "westbrook-hoa",
    name: "Westbrook Commons HOA",
    type: "BUSINESS",
    contacts: [{ name: "Helen Marsh", email: "helen.marsh@comcast.net" }],
    policyNumbers: ["DO-448812", "PRP-229104"],
  },
  {
    key: "evans-auto-body",
    name: "Evans Auto Body",
    type: "BUSINESS",
    website: "evansautobody.com",
    contacts: [{ name: "Chris Evans", email: "chris@evansautobody.com" }],
    policyNumbers: ["GAR-330178"],
  },
  {
    key: "lakeside-marina",
    name: "Lakeside Marina LLC",
    type: "BUSINESS",
    website: "lakesidemarina.com",
    contacts: [{ name: "Chris Evans", email: "cevans@lakesidemarina.com" }],
    policyNumbers: ["MAR-771902", "UMB-220417"],
  },
  {
    key: "alex-romero",
    name: "Alex Romero",
    type: "INDIVIDUAL",
    email: "alex@romerofamily.net",
    contacts: [{ name: "Alex Romero", email: "alex@romerofamily.net" }],
    policyNumbers: ["HO-5520913"],
  },
  {
    key: "romero-tile",
    name: "Romero Tile & Stone",
    type: "BUSINESS",
    website: "romerotile.com",
    contacts: [{ name: "Alex Romero", email: "alex@romerotile.com" }],
    policyNumbers: ["RTS-GL-18842"],
  },
  {
    key: "brightside-pediatrics",
    name: "Brightside Pediatrics",
    type: "BUSINESS",
    contacts: [{ name: "Leah Park", email: "lpark@brightsidehealth.org" }],
    policyNumbers: ["MPL-602215"],
  },
  {
    key: "brightside-urgent",
    name: "Brightside Urgent Care",
    type: "BUSINESS",
    contacts: [{ name: "Victor Hale", email: "vhale@brightsidehealth.org" }],
    policyNumbers: ["MPL-602391"],
  },
  {
    key: "little-maples",
    name: "Little Maples Daycare",
    type: "BUSINESS",
    website: "littlemaples.org",
    contacts: [{ name: "Rosa Jimenez", email: "director@littlemaples.org" }],
    policyNumbers: ["CCL-448120"],
  },
  {
    key: "atlas-fitness",
    name: "Atlas Fitness Studio LLC",
    type: "BUSINESS",
    website: "atlasfitstudio.com",
    contacts: [{ name: "Ken Ward", email: "ken@atlasfitstudio.com" }],
    policyNumbers: ["AFS-PKG-70114"],
  },
  {
    key: "margaret-chen",
    name: "Margaret Chen",
    type: "INDIVIDUAL",
    email: "mchen1950@aol.com",
    contacts: [{ name: "Margaret Chen", email: "mchen1950@aol.com" }],
    policyNumbers: ["PAP-3390124", "PUP-117205"],
  },
  {
    key: "sunrise-pm",
    name: "Sunrise Property Management",
    type: "BUSINESS",
    website: "sunrisepm.com",
    contacts: [{ name: "Omar Haddad", email: "ohaddad@sunrisepm.com" }],
    policyNumbers: ["SPM-GL-50912"],
  },
  {
    key: "foxglove-florist",
    name: "Foxglove Florist",
    type: "BUSINESS",
    website: "foxgloveflowers.com",
    contacts: [{ name: "Ivy Turner", email: "ivy@foxgloveflowers.com" }],
    policyNumbers: ["FF-BOP-11930"],
  },
];

/** Cancellation reasons (back-office spec §3) a client's own words can give. */
export type CancelReasonCode =
  | "INSURED_CLOSED_BUSINESS"
  | "INSURED_FOUND_BETTER_PRICE"
  | "INSURED_FOUND_BETTER_COVERAGE"
  | "INSURED_NO_EXPOSURE"
  | "INSURED_NONPAYMENT"
  | "OTHER";

/** Documents a client asks for, as the set names them. */
export type DocumentKind =
  | "POLICY"
  | "DECLARATIONS"
  | "ID_CARDS"
  | "INVOICE"
  | "LOSS_RUNS"
  | "ENDORSEMENT"
  | "BINDER"
  | "APPLICATION"
  | "QUOTE"
  | "RECEIPT"
  | "OTHER";

/** Lines of business a quote request names (back-office spec §3), lower case as the spec lists them. */
export type QuoteLine =
  | "general liability"
  | "commercial auto"
  | "workers compensation"
  | "property"
  | "umbrella"
  | "cyber"
  | "professional liability"
  | "business owners"
  | "employment practices liability"
  | "directors and officers"
  | "personal auto"
  | "homeowners"
  | "renters"
  | "other";

export interface EmailCaseMessage {
  /** "Name <address>" or a bare address. */
  from: string;
  /** A colleague who forwarded it (the pipeline already took the original sender as `from`). */
  forwardedBy?: string;
  subject: string;
  /** The new text (the pipeline has split off the quoted history). */
  text: string;
  quoted?: string;
  attachments?: Array<{ name: string; text?: string; unreadableReason?: string }>;
  /** What the pipeline's header rules said (Auto-Submitted, null return path, DSN, Precedence, List-*). */
  headerVerdict?: { kind: "AUTO_REPLY" | "BOUNCE" | "BULK" | "LIST"; evidence: string };
  /**
   * The message's other header lines as they arrived ("Auto-Submitted: auto-replied\nReply-To: …").
   * Without a `headerVerdict`, the pipeline's own header rules (server/modules/emails/automated.ts)
   * read every case's From, Subject and these lines, as they do in the job.
   */
  headers?: string;
}

export interface EmailCaseExpect {
  /** Automated mail: never answered, no request. */
  automated: boolean;
  /** The request type (null for automated mail). */
  type: ServiceRequestType | null;
  /** The account's key, or null when the sender cannot be matched (or is ambiguous). */
  account: string | null;
  holder?: {
    name: string;
    line1?: string;
    city?: string;
    zone?: string;
    postalCode?: string;
    additionalInsured: boolean;
  };
  additionalInsured?: { name: string };
  cancellation?: { reason: CancelReasonCode; date?: string };
  document?: DocumentKind;
  /** Words the question as recorded must contain (lower case). */
  question?: string;
  quoteLine?: QuoteLine;
}

export interface EmailCase {
  id: string;
  message: EmailCaseMessage;
  expect: EmailCaseExpect;
}

/** Every case's message is received on this day (relative dates in the mail are read from it). */
export const EMAIL_SET_RECEIVED_AT = new Date("2026-11-20T15:00:00Z");
