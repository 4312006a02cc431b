import { ANNUAL_DISCOUNT, type SubscriptionPeriod } from "#domain/subscription.ts";
import { cn } from "#app/lib/cn.ts";
import { formatMoneyExact } from "#app/lib/format.ts";
import type { PreviewResult } from "#app/routes/billing/preview.ts";
import { Skeleton } from "../ui/skeleton.tsx";
import { Spinner } from "../ui/spinner.tsx";

export type Invoice = Extract<PreviewResult, { ok: true }>["invoice"];

/** Invoice amounts always show cents ("$7,639.00") so the column stays aligned. */
export const usd = formatMoneyExact;

/** The invoice a checkout would produce: its lines, then subtotal, discount, tax, total and amount due. */
export function InvoicePreview({
  invoice,
  period,
  loading,
  error,
}: {
  invoice: Invoice | null;
  period: SubscriptionPeriod;
  loading: boolean;
  error: string | null;
}) {
  const discountLabel = period === "ANNUAL" ? `Annual billing (${Math.round(ANNUAL_DISCOUNT * 100)}% off)` : "Discount";
  return (
    <section aria-labelledby="invoice-preview-heading" aria-busy={loading} className="flex flex-col gap-2">
      <div className="flex h-5 items-center justify-between">
        <h3 id="invoice-preview-heading" className="text-sm font-medium text-neutral-900">
          Invoice preview
        </h3>
        {loading ? (
          <span className="flex items-center gap-1.5 text-xs text-neutral-500">
            <Spinner className="size-3.5" />
            Updating preview…
          </span>
        ) : null}
      </div>
      <div className="rounded-lg border border-neutral-200 px-3 py-2">
        {invoice ? (
          <table className={cn("w-full text-sm tabular transition-opacity", loading && "opacity-60")}>
            <thead>
              <tr className="text-xs text-neutral-500">
                <th scope="col" className="pb-1 text-left font-medium">
                  Item
                </th>
                <th scope="col" className="pb-1 pl-3 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="pb-1 pl-3 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lineItems.map((item, index) => (
                <tr key={`${index}-${item.name}`} className="align-top text-neutral-800">
                  <td className="py-1">
                    {item.name}
                    {item.proration ? <span className="ml-1.5 text-xs text-neutral-500">(prorated)</span> : null}
                  </td>
                  <td className="py-1 pl-3 text-right">{item.quantity}</td>
                  <td className="py-1 pl-3 text-right whitespace-nowrap">{usd(item.totalAmount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-neutral-200">
              <SummaryRow label="Subtotal" amount={usd(invoice.subTotal)} first />
              {Number(invoice.discountTotal) !== 0 ? (
                <SummaryRow label={discountLabel} amount={usd(-Math.abs(Number(invoice.discountTotal)))} />
              ) : null}
              <SummaryRow label="Tax" amount={usd(invoice.taxTotal)} />
              <SummaryRow label="Total" amount={usd(invoice.total)} />
              {Number(invoice.amountPaid) !== 0 ? (
                <SummaryRow label="Amount paid" amount={usd(invoice.amountPaid)} />
              ) : null}
              <SummaryRow label="Amount due" amount={usd(invoice.amountDue)} strong />
            </tfoot>
          </table>
        ) : loading ? (
          <InvoiceSkeleton />
        ) : (
          <p className="py-6 text-center text-sm text-neutral-500">No invoice preview available.</p>
        )}
      </div>
      {invoice?.lineItems.some((item) => item.proration) ? (
        <p className="text-xs text-neutral-600">
          Prorated lines cover the rest of the current billing period, to the second; the next renewal is at the full
          price of the new plan.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function SummaryRow({
  label,
  amount,
  first,
  strong,
}: {
  label: string;
  amount: string;
  first?: boolean;
  strong?: boolean;
}) {
  return (
    <tr className={cn(strong ? "font-semibold text-neutral-900" : "text-neutral-600")}>
      <th
        scope="row"
        colSpan={2}
        className={cn("py-1 text-left", strong ? "font-semibold" : "font-normal", first && "pt-2")}
      >
        {label}
      </th>
      <td className={cn("py-1 pl-3 text-right whitespace-nowrap", first && "pt-2")}>{amount}</td>
    </tr>
  );
}

/** Roughly the height of a two-line invoice, so the dialog does not jump when the first preview lands. */
function InvoiceSkeleton() {
  return (
    <div className="flex flex-col gap-2.5 py-1">
      <Skeleton className="h-3 w-24" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <div className="mt-1 border-t border-neutral-200" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex justify-between">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
      <div className="flex justify-between">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-20" />
      </div>
    </div>
  );
}
