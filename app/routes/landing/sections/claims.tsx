import { Container } from "./shared.tsx";

const claims = [
  { value: "70%", label: "of servicing workflows automated" },
  { value: "30+", label: "task types" },
  { value: "24/7", label: "availability" },
  { value: "10+", label: "hours returned per week per agent" },
];

export function Claims() {
  return (
    <section aria-labelledby="claims-title" className="border-b border-neutral-200 bg-neutral-50 py-16 sm:py-20">
      <Container>
        <h2
          id="claims-title"
          className="mx-auto max-w-2xl text-center text-2xl font-semibold tracking-tight text-balance text-neutral-900 sm:text-3xl"
        >
          Measured on the servicing work that fills an account manager&rsquo;s week
        </h2>
        <dl className="mt-12 grid grid-cols-2 overflow-hidden rounded-lg border border-neutral-200 bg-neutral-200 [gap:1px] lg:grid-cols-4">
          {claims.map((claim) => (
            <div
              key={claim.value}
              className="flex flex-col-reverse justify-end gap-2 bg-white px-5 py-8 text-center sm:px-6 sm:py-10"
            >
              <dt className="text-sm leading-5 text-neutral-600">{claim.label}</dt>
              <dd className="text-4xl font-semibold tracking-tight text-accent-700 tabular sm:text-5xl">
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
