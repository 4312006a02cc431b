import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { serviceRequestTypeLabel } from "#domain/service-request.ts";
import type { EmailReviewTriage } from "./thread-review.ts";

function triageTitle(triage: EmailReviewTriage): string {
  if (triage.automated) return "automated mail, not answered";
  if (triage.requestType) return serviceRequestTypeLabel(triage.requestType);
  return triage.state === "FAILED" ? "failed" : "no request type";
}

const ACTIONS: Record<string, string> = { CREATED: "Created", UPDATED: "Updated" };

function Authentication({ triage }: { triage: EmailReviewTriage }) {
  if (triage.authenticationOk === null) return <>No authentication results</>;
  return (
    <>
      {triage.authenticationOk ? (
        <ShieldCheck className="size-3.5 shrink-0 text-green-600" aria-label="Authenticated" />
      ) : (
        <ShieldAlert className="size-3.5 shrink-0 text-amber-600" aria-label="Not authenticated" />
      )}
      <span>
        {triage.authenticationEvidence}
        {triage.authenticationNote ? <span className="block text-neutral-500">{triage.authenticationNote}</span> : null}
      </span>
    </>
  );
}

/**
 * Why Cara decided what it did about one message (ADR 068), folded under it: the words that
 * decided the type, the account matched and why, the sender's authentication, the request.
 */
export function TriageEvidence({ triage, accountName }: { triage: EmailReviewTriage; accountName: string | null }) {
  return (
    <details className="w-full max-w-[85%] rounded-md border border-neutral-200 bg-neutral-50 px-3 py-2 text-xs text-neutral-700">
      <summary className="cursor-pointer font-medium text-neutral-800">Triage: {triageTitle(triage)}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 break-words">
        {triage.automated ? (
          <>
            <dt className="text-neutral-500">Automated</dt>
            <dd>{triage.automated}</dd>
          </>
        ) : null}
        {triage.requestType ? (
          <>
            <dt className="text-neutral-500">Type words</dt>
            <dd>{triage.typeWords.length ? triage.typeWords.join(", ") : "None quoted"}</dd>
          </>
        ) : null}
        <dt className="text-neutral-500">Account</dt>
        <dd>
          {triage.matchedAccountId ? (
            <Link className="underline" to={`/app/accounts/${triage.matchedAccountId}/overview`}>
              {accountName ?? "Matched account"}
            </Link>
          ) : triage.matchStatus === "AMBIGUOUS" ? (
            "More than one account could be meant"
          ) : (
            "No account matched"
          )}
          {triage.matchWhy ? <span className="block text-neutral-500">{triage.matchWhy}</span> : null}
        </dd>
        <dt className="text-neutral-500">Sender</dt>
        <dd className="flex items-start gap-1">
          <Authentication triage={triage} />
        </dd>
        {triage.serviceRequestId ? (
          <>
            <dt className="text-neutral-500">Request</dt>
            <dd>
              <Link className="underline" to={`/app/servicing/${triage.serviceRequestId}/overview`}>
                {ACTIONS[triage.requestAction] ?? "Linked"} service request
              </Link>
            </dd>
          </>
        ) : null}
        {triage.threadWhy ? (
          <>
            <dt className="text-neutral-500">Thread</dt>
            <dd>{triage.threadWhy}</dd>
          </>
        ) : null}
        {triage.failureReason ? (
          <>
            <dt className="text-neutral-500">Failed</dt>
            <dd className="text-red-700">{triage.failureReason}</dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}
