import { BookOpen, Building2, LifeBuoy, Mail, MessagesSquare, Phone, ShieldCheck, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { PromptBox } from "#app/components/copilot/prompt-box.tsx";
import { SubscriptionBanner } from "#app/components/subscription/subscription-banner.tsx";
import { useShellSubscription } from "#app/routes/dashboard/use-shell-subscription.ts";

export { action } from "./home.server.ts";
export const meta = () => pageTitle("Home");

const shortcuts: Array<{ to: string; icon: LucideIcon; title: string; description: string }> = [
  {
    to: "/app/workspaces",
    icon: MessagesSquare,
    title: "Workspaces",
    description: "Ask Cara about documents, fill forms and draft emails.",
  },
  {
    to: "/app/servicing",
    icon: LifeBuoy,
    title: "Service Requests",
    description: "Work through requests from your customers.",
  },
  { to: "/app/calls", icon: Phone, title: "Calls", description: "Review calls answered by your voice agents." },
  { to: "/app/emails", icon: Mail, title: "Emails", description: "Follow email threads handled by Cara." },
  {
    to: "/app/knowledge",
    icon: BookOpen,
    title: "Knowledge Base",
    description: "Documents Cara searches when it answers.",
  },
  { to: "/app/accounts", icon: Building2, title: "Accounts", description: "Your business and individual clients." },
  {
    to: "/app/policies",
    icon: ShieldCheck,
    title: "Policies",
    description: "Business policies, documents and certificates.",
  },
];

/** Home (docs/product/shell-and-navigation.md, "Home"): ask Cara to start a workspace, then the shortcuts. */
export default function Home() {
  const subscription = useShellSubscription();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 py-6">
      {subscription ? <SubscriptionBanner subscription={subscription} /> : null}
      <div className="text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-neutral-900">What can Cara do for you?</h1>
        <p className="mt-2 text-sm text-neutral-500">Pick up where your agency needs you today.</p>
      </div>
      {/* The preset cards (built-in and custom, filtered by the user's favourites) go here, with the issue that builds presets. */}
      <section aria-label="Ask Cara" className="mx-auto w-full max-w-3xl">
        <PromptBox action="/app/home" />
      </section>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shortcuts.map(({ to, icon: Icon, title, description }) => (
          <li key={to}>
            <Link
              to={to}
              prefetch="intent"
              className="flex h-full gap-3 rounded-lg border border-neutral-200 bg-white p-4 transition-colors hover:border-neutral-300 hover:bg-neutral-50"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-neutral-900">{title}</span>
                <span className="mt-0.5 block text-sm text-neutral-500">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
