import { BookDemoLink, Container } from "./shared.tsx";

export function CallToAction({ bookDemoUrl }: { bookDemoUrl: string }) {
  return (
    <section aria-labelledby="cta-title" className="bg-white py-20 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-lg bg-neutral-900 px-6 py-14 text-center sm:px-12 sm:py-20">
          <div
            className={
              "pointer-events-none absolute inset-0 " +
              "bg-[radial-gradient(50%_80%_at_50%_0%,color-mix(in_oklch,var(--color-accent-600)_45%,transparent),transparent)]"
            }
            aria-hidden
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
              Give every account manager 10+ hours back each week
            </h2>
            <p className="mt-4 text-base leading-7 text-pretty text-neutral-300">
              We&rsquo;ll show you Cara answering a coverage question, drafting a certificate and taking an after-hours
              FNOL call, using the kind of policies your agency writes.
            </p>
            <div className="mt-8 flex justify-center">
              <BookDemoLink
                href={bookDemoUrl}
                variant="secondary"
                className="h-11 w-full border-white px-6 text-base sm:w-auto"
              />
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
