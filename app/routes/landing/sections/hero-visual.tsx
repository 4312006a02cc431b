import { FileCheck, Paperclip, Sparkles } from "lucide-react";

/** A static picture of a Copilot workspace, drawn in HTML so it stays crisp and needs no image. */
export function HeroVisual() {
  return (
    <div
      role="img"
      aria-label={
        "A Cara workspace: an account manager asks whether a bakery's general liability policy covers an " +
        "off-site catering event, Cara answers with citations to pages 14 and 31 of the policy, and drafts " +
        "an ACORD 25 certificate for the venue."
      }
      className="mx-auto mt-14 max-w-5xl overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50 text-left sm:mt-16"
    >
      <div className="flex items-center gap-2 border-b border-neutral-200 bg-white px-4 py-2.5">
        <span className="flex gap-1.5" aria-hidden>
          <span className="size-2.5 rounded-full bg-neutral-200" />
          <span className="size-2.5 rounded-full bg-neutral-200" />
          <span className="size-2.5 rounded-full bg-neutral-200" />
        </span>
        <span className="ml-2 truncate text-xs font-medium text-neutral-600">
          Workspaces / Harbor Bakery LLC &mdash; catering event COI
        </span>
        <span className="ml-auto hidden items-center gap-1.5 rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 sm:inline-flex">
          <span className="size-1.5 rounded-full bg-green-600" />
          Completed
        </span>
      </div>
      <div className="grid md:grid-cols-[1fr_320px]">
        <div className="space-y-4 p-4 sm:p-6">
          <div className="ml-auto max-w-md rounded-lg bg-accent-600 px-4 py-3 text-sm leading-6 text-white">
            Does Harbor Bakery&rsquo;s GL policy cover their catering event at Riverside Event Hall on June 14? The
            venue needs a COI naming them as additional insured.
            <span className="mt-2 flex items-center gap-1.5 text-xs text-accent-100">
              <Paperclip className="size-3.5" />
              GL-2025-policy.pdf &middot; Venue-contract.pdf
            </span>
          </div>
          <div className="flex gap-3">
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
              <Sparkles className="size-4" />
            </span>
            <div className="min-w-0 space-y-3 text-sm leading-6 text-neutral-700">
              <p>
                Yes. The CGL coverage form covers bodily injury and property damage from the insured&rsquo;s operations
                anywhere in the coverage territory, including off-premises events
                <Cite>Policy p. 14</Cite>.
              </p>
              <p>
                The venue qualifies as an additional insured under the blanket endorsement CG 20 26, because the
                contract requires it in writing <Cite>Policy p. 31</Cite>. Limits: $1,000,000 each occurrence,
                $2,000,000 general aggregate.
              </p>
              <p className="text-neutral-600">I drafted the certificate for your review.</p>
            </div>
          </div>
        </div>
        <div className="border-t border-neutral-200 bg-white p-4 sm:p-6 md:border-t-0 md:border-l">
          <p className="text-xs font-medium text-neutral-600">Artifact</p>
          <div className="mt-2 rounded-lg border border-neutral-200 p-4">
            <div className="flex items-start gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-700">
                <FileCheck className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium text-neutral-900">ACORD 25 Certificate of Liability Insurance</p>
                <p className="mt-0.5 text-xs text-neutral-600">Template fill &middot; 1 page</p>
              </div>
            </div>
            <dl className="mt-4 space-y-2 text-xs">
              <Row term="Insured" value="Harbor Bakery LLC" />
              <Row term="Holder" value="Riverside Event Hall" />
              <Row term="Additional insured" value="Yes (CG 20 26)" />
              <Row term="Each occurrence" value="$1,000,000" />
            </dl>
          </div>
          <div className="mt-3 flex items-center justify-between rounded-lg border border-neutral-200 px-3 py-2 text-xs">
            <span className="text-neutral-700">Service request &middot; Certificate</span>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-2 py-0.5 font-medium text-sky-800">
              <span className="size-1.5 rounded-full bg-sky-600" />
              Open
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

function Cite({ children }: { children: string }) {
  return (
    <span className="ml-1 inline-flex items-center rounded-md border border-accent-100 bg-accent-50 px-1.5 text-xs font-medium text-accent-700">
      {children}
    </span>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-neutral-600">{term}</dt>
      <dd className="text-right font-medium text-neutral-900 tabular">{value}</dd>
    </div>
  );
}
