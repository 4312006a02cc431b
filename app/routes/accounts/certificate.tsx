import { Download } from "lucide-react";
import { pageTitle } from "#app/components/area-page.tsx";
import { RouteDialog, DialogBack } from "#app/components/route-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { formatDate } from "#app/lib/format.ts";
import type { Route } from "./+types/certificate";

export { loader } from "./certificate.server.ts";
export const meta = ({ data }: Route.MetaArgs) =>
  pageTitle(data ? `Certificate #${data.certificate.certificateNumber}` : "Certificate");

/**
 * Certificate view (docs/product/certificates.md): a dialog with the certificate in an embedded
 * frame and a Download button.
 */
export default function CertificateView({ loaderData, params }: Route.ComponentProps) {
  const { certificate } = loaderData;
  const parent = `/app/accounts/${params.accountId}/certificates`;
  return (
    <RouteDialog
      parentPath={parent}
      title={`Certificate #${certificate.certificateNumber}`}
      description={`For ${certificate.holder.name}${certificate.additionalInsured ? " (additional insured)" : ""} · issued ${formatDate(certificate.createdAt)}`}
      className="flex h-[calc(100dvh-2rem)] max-w-5xl flex-col sm:h-[calc(100dvh-4rem)]"
    >
      <div className="min-h-0 flex-1 overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100">
        <iframe
          src={certificate.viewUrl}
          title={`Certificate #${certificate.certificateNumber} for ${certificate.holder.name}`}
          className="size-full min-h-[360px] bg-white"
        />
      </div>
      <DialogFooter className="items-center sm:justify-between">
        <p className="text-xs text-neutral-500">If the certificate does not show here, download it.</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogBack parentPath={parent}>Close</DialogBack>
          <Button asChild>
            <a href={certificate.downloadUrl} download>
              <Download aria-hidden />
              Download
            </a>
          </Button>
        </div>
      </DialogFooter>
    </RouteDialog>
  );
}
