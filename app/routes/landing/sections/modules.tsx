import { BookOpen, Check, Inbox, PhoneCall, Sparkles, type LucideIcon } from "lucide-react";
import { Container, SectionHeading } from "./shared.tsx";

const modules: { name: string; icon: LucideIcon; tagline: string; body: string; points: string[] }[] = [
  {
    name: "Copilot",
    icon: Sparkles,
    tagline: "AI workspaces for every client task",
    body:
      "Start a workspace from uploaded files and your instructions. Cara reads the dec pages, forms and " +
      "endorsements, answers with page citations, fills ACORD forms, issues certificates and drafts the " +
      "emails and documents that go out.",
    points: [
      "Answers cite the exact policy page",
      "ACORD forms and PDF forms filled from the file",
      "Reusable presets and your agency's document styles",
    ],
  },
  {
    name: "Service",
    icon: Inbox,
    tagline: "Customer requests, triaged and resolved",
    body:
      "Service requests raised by customers by phone, email or through your team land in one queue. Cara " +
      "triages each one, gives it a type, an assignee and a due date, and works it toward resolution with " +
      "every step on the record.",
    points: [
      "Open and closed requests in one queue",
      "Comments and activity on every request",
      "Open any request in Copilot to work it",
    ],
  },
  {
    name: "Knowledge",
    icon: BookOpen,
    tagline: "The source Cara answers from",
    body:
      "Your knowledge base, accounts, business policies and certificates of liability insurance in one " +
      "place, so answers come from your agency's own documents and procedures.",
    points: [
      "Knowledge base of procedures and carrier guides",
      "Business and individual accounts with their policies",
      "Certificates of liability insurance kept on each account",
    ],
  },
  {
    name: "Communication",
    icon: PhoneCall,
    tagline: "Your phone line and inbox, answered",
    body:
      "Phone calls are answered by a voice AI and email threads are handled by an email AI. Each " +
      "conversation is summarised, linked to the account and turned into a service request when there is " +
      "work to do.",
    points: [
      "Calls answered 24/7 with a summary and transcript",
      "Transfers to your team during office hours",
      "Email threads linked to the account and replied to",
    ],
  },
];

export function Modules() {
  return (
    <section
      id="product"
      aria-labelledby="product-title"
      className="scroll-mt-16 border-b border-neutral-200 bg-white py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="product-title"
          eyebrow="Product"
          title="One assistant, four modules"
          description={
            "Cara covers the servicing desk end to end: the research and paperwork, the request queue, the " +
            "documents behind every answer, and the calls and emails where work begins."
          }
        />
        <ul className="mt-14 grid gap-4 md:grid-cols-2">
          {modules.map(({ name, icon: Icon, tagline, body, points }) => (
            <li
              key={name}
              id={name.toLowerCase()}
              className="flex scroll-mt-20 flex-col rounded-lg border border-neutral-200 bg-white p-6 sm:p-8"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold text-neutral-900">{name}</h3>
              </div>
              <p className="mt-5 text-base font-medium text-neutral-900">{tagline}</p>
              <p className="mt-2 text-sm leading-6 text-neutral-600">{body}</p>
              <ul className="mt-5 space-y-2 border-t border-neutral-100 pt-5">
                {points.map((point) => (
                  <li key={point} className="flex gap-2 text-sm text-neutral-700">
                    <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
