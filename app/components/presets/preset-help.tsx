/**
 * The preset editor's help side panel (docs/product/custom-presets.md): how to write a base prompt
 * Cara follows well, with examples from an agency's work.
 */
export function PresetHelp({ id }: { id: string }) {
  return (
    <aside
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-neutral-200 bg-neutral-50 p-4 text-[13px] leading-5 text-neutral-700"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-neutral-900">
        Writing a good base prompt
      </h3>
      <p>
        The base prompt is what Cara follows every time the preset runs. Write it as you would brief a capable new
        account manager: the task, what to check, and what to hand back.
      </p>
      <ol className="flex list-decimal flex-col gap-2 pl-5">
        <li>
          <span className="font-medium text-neutral-900">Name the task and the reader.</span> “Review the renewal
          against the expiring policy and draft a letter to the insured, a small business owner.”
        </li>
        <li>
          <span className="font-medium text-neutral-900">List what to check.</span> “Compare premium, each occurrence
          and aggregate limits, deductibles, and any endorsement added or removed.”
        </li>
        <li>
          <span className="font-medium text-neutral-900">Give your agency’s standards.</span> “Our minimum for
          subcontractors is $1,000,000 each occurrence, $2,000,000 aggregate, additional insured on CG 20 10 and CG 20
          37, and a waiver of subrogation.”
        </li>
        <li>
          <span className="font-medium text-neutral-900">Say what to produce.</span> “End with a table of each
          requirement marked Met, Not met or Not found, then a short email to the vendor asking for what is missing.”
        </li>
        <li>
          <span className="font-medium text-neutral-900">Say when to stop and ask.</span> “If the application has no
          revenue figure, ask me instead of guessing.”
        </li>
      </ol>
      <div className="flex flex-col gap-1">
        <p className="font-medium text-neutral-900">Inherit from a built-in preset</p>
        <p>
          Choose one when your task is a variant of it: a COI checklist inherits Contract Review or Certificate Review,
          a restaurant supplemental check inherits Enrich and Verify Application. Cara uses that preset’s steps and adds
          your instructions.
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="font-medium text-neutral-900">Reference files</p>
        <p>
          Attach what your agency already keeps — your COI requirements, an underwriting checklist, a letter you like.
          Cara searches them on every run and cites them, so you do not need to paste them into the prompt.
        </p>
      </div>
      <p className="text-xs text-neutral-500">
        Keep it to what matters for this task; Cara already knows insurance. The prompt is plain text.
      </p>
    </aside>
  );
}
