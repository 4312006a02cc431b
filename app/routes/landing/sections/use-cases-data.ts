import { FileCheck, FilePen, FileText, Mail, PhoneIncoming, ShieldQuestion, type LucideIcon } from "lucide-react";

export interface UseCase {
  id: string;
  title: string;
  icon: LucideIcon;
  description: string;
  points: [string, string, string];
  example: { from: string; request: string; outcome: string };
  /** Literal Tailwind class that shows this panel when its radio is checked (kept literal for the class scanner). */
  showWhenChecked: string;
}

export const useCases: UseCase[] = [
  {
    id: "coi",
    title: "Certificates of insurance",
    icon: FileCheck,
    description:
      "A contractor needs a COI before the job starts tomorrow. Cara builds it from the policies already " +
      "on the account, so the CSR reviews and sends instead of retyping.",
    points: [
      "Fills the ACORD 25 from the active GL, auto, umbrella and workers' comp policies on the account",
      "Adds the certificate holder and the additional insured or waiver of subrogation wording the contract asks for",
      "Keeps every certificate on the account, so the next request for the same holder takes seconds",
    ],
    example: {
      from: "Email from Dave Ortiz, Ortiz Roofing",
      request: "GC needs a COI for the Maple St. project with them as additional insured. Can you send today?",
      outcome:
        "ACORD 25 drafted with Keller Construction as holder and additional insured, wording from CG 20 10 on p. 22.",
    },
    showWhenChecked: "group-has-[#use-case-coi:checked]/tabs:visible",
  },
  {
    id: "policy-questions",
    title: "Policy questions",
    icon: ShieldQuestion,
    description:
      "“Am I covered if…” questions answered from the actual policy wording, with the page cited, so an account manager can confirm it in one click.",
    points: [
      "Answers from the dec pages, coverage forms and endorsements you upload, each with a page citation",
      "Compares limits, deductibles and exclusions between the expiring and the renewal policy",
      "Drafts the plain-language reply to the client for the account manager to approve",
    ],
    example: {
      from: "Question in a Copilot workspace",
      request: "Does the BOP cover food spoilage if the walk-in cooler fails during an outage?",
      outcome: "Yes, up to $10,000 under the spoilage endorsement, $500 deductible (BP 04 15, p. 3).",
    },
    showWhenChecked: "group-has-[#use-case-policy-questions:checked]/tabs:visible",
  },
  {
    id: "acord",
    title: "ACORD applications",
    icon: FileText,
    description:
      "Renewal submissions without the copy and paste. Cara fills the ACORD applications from the account, the expiring policy and the notes in the workspace.",
    points: [
      "Fills ACORD 125, 126, 130 and 140 from account details, prior-term policies and loss runs",
      "Lists the fields it could not find, so you ask the insured once instead of three times",
      "Produces carrier-ready PDFs to market the renewal",
    ],
    example: {
      from: "Preset: Renewal submission",
      request: "Prepare the 125 and 126 for Lakeside Dental Group's renewal; loss runs attached.",
      outcome: "2 ACORD forms filled; 4 fields need the insured: payroll, FEIN, 2 locations' square footage.",
    },
    showWhenChecked: "group-has-[#use-case-acord:checked]/tabs:visible",
  },
  {
    id: "endorsements",
    title: "Endorsements and service requests",
    icon: FilePen,
    description:
      "Add a vehicle, remove a driver, change a mailing address. Each change arrives as a service request that Cara triages and moves to done.",
    points: [
      "Creates the service request with its type, assignee and due date",
      "Drafts the endorsement request to the carrier and the confirmation to the client",
      "Resolves the request with the comments and activity kept for your E&O file",
    ],
    example: {
      from: "Call from Maria Chen",
      request: "We bought a 2024 Ford Transit for the business and need it on the policy Monday.",
      outcome: "Service request “Add vehicle” assigned to Jordan, due Friday; carrier email drafted.",
    },
    showWhenChecked: "group-has-[#use-case-endorsements:checked]/tabs:visible",
  },
  {
    id: "phone",
    title: "Phone answering (FNOL, COI, lost policy release)",
    icon: PhoneIncoming,
    description:
      "A voice AI answers your agency's line day and night, takes down what the caller needs and hands a complete record to your team.",
    points: [
      "Takes first notice of loss: date, location, what happened, other parties and injuries",
      "Captures certificate requests and lost policy release requests with every detail the form needs",
      "Transfers to a person during office hours and leaves a summary and transcript for every call",
    ],
    example: {
      from: "Call at 11:42 PM, Saturday",
      request: "A tree came down on our garage in the storm. What do I do?",
      outcome: "FNOL recorded with photos requested; service request opened and the claim team notified.",
    },
    showWhenChecked: "group-has-[#use-case-phone:checked]/tabs:visible",
  },
  {
    id: "email",
    title: "Email triage",
    icon: Mail,
    description:
      "The shared service inbox, sorted before anyone opens it. An email AI reads each thread and starts the work.",
    points: [
      "Sorts every thread: certificate, endorsement, billing, claim, renewal or new business",
      "Links the thread to the account and opens or updates its service request",
      "Drafts the reply in your agency's voice and tracks who the thread is waiting for",
    ],
    example: {
      from: "Email to service@ inbox",
      request: "Our lender needs updated evidence of property insurance with the new mortgagee clause.",
      outcome: "Linked to Pine Street Holdings; request opened; reply and evidence of property drafted.",
    },
    showWhenChecked: "group-has-[#use-case-email:checked]/tabs:visible",
  },
];
