import { Database, Users, Zap, type LucideIcon } from "lucide-react";
import { Container, SectionHeading } from "./shared.tsx";

const integrations: { name: string; kind: string; icon: LucideIcon; detail: string }[] = [
  {
    name: "HawkSoft",
    kind: "Agency management system",
    icon: Database,
    detail: "Service requests and call notes written back to the client file.",
  },
  {
    name: "Applied Epic",
    kind: "Agency management system",
    icon: Database,
    detail: "Accounts and policies from Epic behind every answer Cara gives.",
  },
  {
    name: "NowCerts",
    kind: "Agency management system",
    icon: Database,
    detail: "Tasks and calls logged against the insured in NowCerts.",
  },
  {
    name: "AgencyZoom",
    kind: "Sales and retention CRM",
    icon: Users,
    detail: "Service work becomes AgencyZoom tasks for your producers and CSRs.",
  },
  {
    name: "HubSpot",
    kind: "CRM",
    icon: Users,
    detail: "Tasks and calls placed in the ticket pipeline and stage you choose.",
  },
  {
    name: "Zapier",
    kind: "Automation",
    icon: Zap,
    detail: "Send Cara's results to the rest of your agency's apps.",
  },
];

export function Integrations() {
  return (
    <section
      id="integrations"
      aria-labelledby="integrations-title"
      className="scroll-mt-16 border-b border-neutral-200 bg-neutral-50 py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="integrations-title"
          eyebrow="Integrations"
          title="Works with the systems your agency already runs on"
          description={
            "Connect your agency management system and CRM once. Cara keeps the work it does in sync, so the " +
            "system of record stays the system of record."
          }
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {integrations.map(({ name, kind, icon: Icon, detail }) => (
            <li key={name} className="rounded-lg border border-neutral-200 bg-white p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg border border-neutral-200 bg-neutral-50 text-neutral-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="text-base font-semibold tracking-tight text-neutral-900">{name}</h3>
                  <p className="text-xs text-neutral-600">{kind}</p>
                </div>
              </div>
              <p className="mt-4 text-sm leading-6 text-neutral-600">{detail}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
