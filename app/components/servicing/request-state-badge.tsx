import { Badge } from "#app/components/ui/badge.tsx";

/** Open amber, closed green (docs/product/servicing.md). */
export function RequestStateBadge({ state }: { state: string }) {
  return state === "CLOSED" ? <Badge tone="green">Closed</Badge> : <Badge tone="amber">Open</Badge>;
}

/** The account's name, else the client's name, else a dash. */
export function customerName(request: {
  account?: { account: { name: string } } | null;
  clientName?: string | null;
}): string {
  return request.account?.account.name ?? request.clientName ?? "-";
}
