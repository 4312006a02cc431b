import type { RouteHandle } from "#app/root.tsx";
import type { Route } from "./+types/landing";
import { CallToAction } from "./sections/call-to-action.tsx";
import { Claims } from "./sections/claims.tsx";
import { LandingFooter } from "./sections/footer.tsx";
import { LandingHeader } from "./sections/header.tsx";
import { Hero } from "./sections/hero.tsx";
import { Integrations } from "./sections/integrations.tsx";
import { Modules } from "./sections/modules.tsx";
import { Partners } from "./sections/partners.tsx";
import { UseCases } from "./sections/use-cases.tsx";

export const handle: RouteHandle = { hydrate: false };
export const meta = () => [
  { title: "Cara · The AI assistant for insurance agencies" },
  {
    name: "description",
    content:
      "Cara answers policy questions with page citations, fills ACORD forms, issues certificates of " +
      "liability insurance, triages service requests and answers your agency's phone and email.",
  },
];

/** The same page for everyone: browsers and CDNs may keep it for a few minutes. */
export const headers = () => ({ "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" });

export function loader({ context }: Route.LoaderArgs) {
  return { bookDemoUrl: context.publicConfig.bookDemoUrl };
}

/** Public landing page: plain server-rendered HTML, no client JavaScript (see `handle`). */
export default function Landing({ loaderData }: Route.ComponentProps) {
  const { bookDemoUrl } = loaderData;
  return (
    <div id="top" className="min-h-screen bg-white text-neutral-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <LandingHeader bookDemoUrl={bookDemoUrl} />
      <main id="main">
        <Hero bookDemoUrl={bookDemoUrl} />
        <Partners />
        <Modules />
        <Claims />
        <UseCases />
        <Integrations />
        <CallToAction bookDemoUrl={bookDemoUrl} />
      </main>
      <LandingFooter bookDemoUrl={bookDemoUrl} />
    </div>
  );
}
