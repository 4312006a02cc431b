import { Check } from "lucide-react";
import { HeroVisual } from "./hero-visual.tsx";
import { BookDemoLink, Container } from "./shared.tsx";

const proofPoints = [
  "Every answer cites the policy page",
  "ACORD forms and COIs drafted in minutes",
  "Phone and email answered 24/7",
];

export function Hero({ bookDemoUrl }: { bookDemoUrl: string }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b border-neutral-200 bg-white bg-[radial-gradient(60%_50%_at_50%_0%,var(--color-accent-50),transparent)]"
    >
      <Container className="pt-16 pb-16 sm:pt-24 lg:pb-24">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent-100 bg-white px-3 py-1 text-xs font-medium text-accent-700">
            <span className="size-1.5 rounded-full bg-accent-600" aria-hidden />
            Built for independent P&amp;C agencies
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-neutral-900 sm:text-5xl lg:text-6xl"
          >
            The AI assistant for insurance agencies
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-base leading-7 text-pretty text-neutral-600 sm:text-lg sm:leading-8">
            Cara answers policy questions with page citations, fills ACORD forms, issues certificates of liability
            insurance, triages service requests and picks up your agency&rsquo;s phone and email &mdash; so account
            managers spend their day with clients, not paperwork.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <BookDemoLink href={bookDemoUrl} className="h-11 w-full px-6 text-base sm:w-auto" />
          </div>
        </div>
        <ul className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-2 text-sm text-neutral-600 sm:flex-row sm:flex-wrap">
          {proofPoints.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Check className="size-4 text-accent-600" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
        <HeroVisual />
      </Container>
    </section>
  );
}
