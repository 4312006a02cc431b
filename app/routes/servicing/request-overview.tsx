import { FileText } from "lucide-react";
import { Link } from "react-router";
import { formatAddress } from "#domain/address.ts";
import { DetailCard, DetailItem } from "#app/components/detail-card.tsx";
import { formatFileSize } from "#domain/document.ts";
import { formatCalendarDate, formatDateTime } from "#app/lib/format.ts";
import { useServiceRequest } from "./request-context.ts";
import type { ServiceRequestDetailData } from "./request.server.ts";

/** The data of the request's type (docs/product/servicing.md); ENDORSE_POLICY, OTHER and QUOTE_REQUEST carry none. */
function TypeDetails({ request }: { request: ServiceRequestDetailData }) {
  const { addAdditionalInsured: insured, createCertificate: holder, cancelPolicy, documentRequest, question } = request;
  if (insured) {
    return (
      <DetailCard title="Additional insured" columns={2}>
        <DetailItem label="Name">{insured.name}</DetailItem>
        <DetailItem label="Relationship">{insured.relationship}</DetailItem>
        <DetailItem label="Address" wide>
          {formatAddress(insured.address)}
        </DetailItem>
      </DetailCard>
    );
  }
  if (holder) {
    return (
      <DetailCard title="Certificate holder" columns={2}>
        <DetailItem label="Name">{holder.name}</DetailItem>
        <DetailItem label="Additional insured">{holder.additionalInsured ? "Yes" : "No"}</DetailItem>
        <DetailItem label="Address" wide>
          {formatAddress(holder.address)}
        </DetailItem>
        {holder.additionalInsured ? (
          <>
            <DetailItem label="Relationship">{holder.additionalInsuredRelationship}</DetailItem>
            <DetailItem label="Relationship details">{holder.additionalInsuredRelationshipDescription}</DetailItem>
          </>
        ) : null}
      </DetailCard>
    );
  }
  if (cancelPolicy) {
    return (
      <DetailCard title="Cancellation" columns={2}>
        <DetailItem label="Reason" wide>
          {cancelPolicy.reason}
        </DetailItem>
      </DetailCard>
    );
  }
  if (documentRequest) {
    return (
      <DetailCard title="Document request" columns={2}>
        <DetailItem label="Document">{documentRequest.type}</DetailItem>
      </DetailCard>
    );
  }
  if (question) {
    return (
      <DetailCard title="Question" columns={2}>
        <DetailItem label="Question" wide>
          {question.question}
        </DetailItem>
      </DetailCard>
    );
  }
  return null;
}

/** Overview tab: details, the type's data, the policy and the resolution. */
export default function RequestOverview() {
  const request = useServiceRequest();
  const { account, businessPolicy: policy, resolution } = request;
  return (
    <div className="flex flex-col gap-4">
      <DetailCard title="Request">
        <DetailItem label="Assignee">
          {request.assignee?.name ?? <span className="text-neutral-400">Unassigned</span>}
        </DetailItem>
        <DetailItem label="Due date">{request.dueAt ? formatCalendarDate(request.dueAt) : null}</DetailItem>
        <DetailItem label="Opened">{formatDateTime(request.createdAt)}</DetailItem>
        <DetailItem label="Last update">{formatDateTime(request.updatedAt)}</DetailItem>
        <DetailItem label="Details" wide>
          {request.details}
        </DetailItem>
      </DetailCard>
      <DetailCard title="Client">
        <DetailItem label="Account">
          {account ? (
            <Link to={`/app/accounts/${account.id}/overview`} className="font-medium text-accent-700 hover:underline">
              {account.account.name}
            </Link>
          ) : null}
        </DetailItem>
        <DetailItem label="Name">{request.clientName}</DetailItem>
        <DetailItem label="Email">{request.clientEmail ?? account?.account.email}</DetailItem>
        <DetailItem label="Phone">{request.clientPhone ?? account?.account.phone}</DetailItem>
      </DetailCard>
      <TypeDetails request={request} />
      {policy ? (
        <DetailCard title="Policy">
          <DetailItem label="Policy">
            <Link to={`/app/policies/${policy.id}/overview`} className="font-medium text-accent-700 hover:underline">
              {policy.typeName}
            </Link>
          </DetailItem>
          <DetailItem label="Policy number">{policy.policyNumber}</DetailItem>
          <DetailItem label="Carrier">{policy.carrier?.name}</DetailItem>
        </DetailCard>
      ) : null}
      {resolution ? (
        <section aria-label="Resolution" className="rounded-lg border border-green-200 bg-green-50/40 p-5">
          <h2 className="mb-1 text-sm font-semibold text-neutral-900">Resolution</h2>
          <p className="mb-4 text-xs text-neutral-500">
            Resolved {formatDateTime(resolution.resolvedAt)}
            {resolution.resolvedBy ? ` by ${resolution.resolvedBy.name}` : ""}
          </p>
          <dl className="grid gap-4">
            <DetailItem label="Notes (not visible to the client)" wide>
              {resolution.notes}
            </DetailItem>
            <div>
              <dt className="text-xs font-medium text-neutral-500">Files (visible to the client)</dt>
              <dd className="mt-1">
                {resolution.files.length === 0 ? (
                  <span className="text-sm text-neutral-400">No files</span>
                ) : (
                  <ul className="flex flex-col gap-1">
                    {resolution.files.map((file) => (
                      <li key={file.id}>
                        <a
                          href={file.url}
                          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-700 hover:underline"
                        >
                          <FileText className="size-4" aria-hidden />
                          {file.name}
                          <span className="font-normal text-neutral-500">{formatFileSize(file.sizeBytes)}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
