import { Download, Eye, FileBadge, FilePlus2, Plus } from "lucide-react";
import { Link, Outlet } from "react-router";
import { pageTitle } from "#app/components/area-page.tsx";
import { TabSection } from "#app/components/tab-section.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table.tsx";
import { Acord25TemplateForm } from "#app/components/documents/acord25-template-form.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { Route } from "./+types/account-certificates";
import type { AccountCertificate } from "./account-certificates.server.ts";

export { action, loader } from "./account-certificates.server.ts";
export const meta = () => pageTitle("Certificates");

const columns: DataTableColumn<AccountCertificate>[] = [
  {
    key: "number",
    header: "Number",
    className: "w-24",
    cell: (certificate) => (
      <span className="font-medium text-neutral-900 tabular-nums">#{certificate.certificateNumber}</span>
    ),
  },
  {
    key: "holder",
    header: "Holder",
    className: "w-full max-w-0",
    cell: (certificate) => (
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-neutral-900">
          <span className="truncate">{certificate.holder.name}</span>
          {certificate.additionalInsured ? <Badge tone="blue">Additional insured</Badge> : null}
        </p>
        <p className="truncate text-xs text-neutral-500">
          {certificate.holder.address.city}, {certificate.holder.address.zone}
        </p>
      </div>
    ),
  },
  {
    key: "created",
    header: "Created",
    className: "hidden sm:table-cell w-36 whitespace-nowrap",
    cell: (certificate) => <span className="tabular-nums">{formatDate(certificate.createdAt)}</span>,
  },
  {
    key: "actions",
    header: <span className="sr-only">Actions</span>,
    align: "right",
    className: "w-28",
    cell: (certificate) => (
      <div className="flex justify-end gap-1">
        <Button asChild variant="ghost" size="icon-sm">
          <Link
            to={certificate.id}
            preventScrollReset
            aria-label={`View certificate ${certificate.certificateNumber}`}
            title="View"
          >
            <Eye aria-hidden />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="icon-sm">
          <a
            href={certificate.downloadUrl}
            download
            aria-label={`Download certificate ${certificate.certificateNumber}`}
            title="Download"
          >
            <Download aria-hidden />
          </a>
        </Button>
      </div>
    ),
  },
];

/**
 * Account certificates (docs/product/certificates.md): the list, Add Certificate, and a prompt to
 * log a policy first when there is none in force.
 */
export default function AccountCertificates({ loaderData, params }: Route.ComponentProps) {
  const { certificates, hasPoliciesInForce, template } = loaderData;
  const add = (
    <Button asChild size="sm">
      <Link to="new" preventScrollReset>
        <Plus aria-hidden />
        Add Certificate
      </Link>
    </Button>
  );
  return (
    <TabSection
      id="certificates-heading"
      title="Certificates of liability insurance"
      description="Proof of the account’s coverage for landlords, customers and other holders."
      action={certificates.length > 0 && hasPoliciesInForce ? add : null}
    >
      {!hasPoliciesInForce ? (
        <div
          role="note"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3"
        >
          <p className="text-sm text-amber-900">
            <span className="font-medium">Log a policy first.</span> A certificate lists the account&apos;s policies in
            force, and this account has none.
          </p>
          <Button asChild size="sm" variant="secondary">
            <Link to={`/app/policies/new?accountId=${params.accountId}`}>
              <FilePlus2 aria-hidden />
              Add Policy
            </Link>
          </Button>
        </div>
      ) : null}
      <DataTable
        label="Certificates"
        columns={columns}
        rows={certificates}
        rowKey={(certificate) => certificate.id}
        rowHref={(certificate) => `/app/accounts/${params.accountId}/certificates/${certificate.id}`}
        empty={
          <EmptyState
            icon={FileBadge}
            title="No certificates"
            description="Issue a certificate of liability insurance when a holder asks for proof of coverage."
            action={hasPoliciesInForce ? add : undefined}
          />
        }
      />
      <Acord25TemplateForm template={template} />
      <Outlet />
    </TabSection>
  );
}
