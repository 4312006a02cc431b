import { Check, ChevronRight, CornerDownRight, Sparkles } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { Container, SectionHeading } from "./shared.tsx";
import { useCases } from "./use-cases-data.ts";

/**
 * Six use-case tabs that work without JavaScript: a native radio group picks the tab
 * (arrow keys move between tabs, Tab enters and leaves the group) and `:has(:checked)`
 * shows the matching panel.
 */
export function UseCases() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 border-b border-neutral-200 bg-white py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow="Use cases"
          title="The requests your service team handles every day"
          description="Pick a workflow to see what Cara does with it, from the first email or call to the finished certificate, form or endorsement."
        />
        <div className="group/tabs mt-14 grid gap-6 lg:grid-cols-[320px_1fr] lg:gap-8">
          <fieldset className="min-w-0">
            <legend className="sr-only">Choose a use case</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
              {useCases.map((useCase, index) => (
                <label
                  key={useCase.id}
                  className={cn(
                    "group/label flex cursor-pointer items-center gap-3 rounded-lg border border-neutral-200 bg-white " +
                      "px-4 py-3 text-sm font-medium text-neutral-700 transition-colors hover:border-neutral-300 " +
                      "hover:bg-neutral-50",
                    "has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 has-[:checked]:text-accent-700",
                    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600",
                  )}
                >
                  <input
                    type="radio"
                    name="use-case"
                    id={`use-case-${useCase.id}`}
                    value={useCase.id}
                    defaultChecked={index === 0}
                    className="sr-only"
                  />
                  <useCase.icon className="size-5 shrink-0" aria-hidden />
                  <span className="leading-5">{useCase.title}</span>
                  <ChevronRight
                    className="ml-auto hidden size-4 shrink-0 group-has-[:checked]/label:block"
                    aria-hidden
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid min-w-0">
            {useCases.map((useCase) => (
              <article
                key={useCase.id}
                aria-labelledby={`use-case-title-${useCase.id}`}
                className={cn(
                  "invisible [grid-area:1/1] rounded-lg border border-neutral-200 bg-neutral-50",
                  useCase.showWhenChecked,
                )}
              >
                <div className="grid h-full gap-8 p-6 sm:p-8 xl:grid-cols-[1fr_300px]">
                  <div>
                    <h3 id={`use-case-title-${useCase.id}`} className="text-xl font-semibold text-neutral-900">
                      {useCase.title}
                    </h3>
                    <p className="mt-3 text-base leading-7 text-neutral-600">{useCase.description}</p>
                    <ul className="mt-6 space-y-3">
                      {useCase.points.map((point) => (
                        <li key={point} className="flex gap-3 text-sm leading-6 text-neutral-700">
                          <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white">
                            <Check className="size-3" strokeWidth={3} aria-hidden />
                          </span>
                          {point}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <figure className="self-start rounded-lg border border-neutral-200 bg-white p-4 text-sm">
                    <figcaption className="text-xs font-medium text-neutral-600">
                      Example &middot; {useCase.example.from}
                    </figcaption>
                    <blockquote className="mt-3 leading-6 text-neutral-900">
                      &ldquo;{useCase.example.request}&rdquo;
                    </blockquote>
                    <div className="mt-4 flex gap-2 border-t border-neutral-100 pt-4 leading-6 text-neutral-700">
                      <CornerDownRight className="mt-1 size-4 shrink-0 text-neutral-500" aria-hidden />
                      <p>
                        <span className="inline-flex items-center gap-1 font-medium text-accent-700">
                          <Sparkles className="size-3.5" aria-hidden />
                          Cara:
                        </span>{" "}
                        {useCase.example.outcome}
                      </p>
                    </div>
                  </figure>
                </div>
              </article>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
