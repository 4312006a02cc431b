import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { formatAddress } from "#domain/address.ts";
import { formatDate } from "#app/lib/format.ts";
import { useAccount } from "./use-account.ts";

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-neutral-200 bg-white" aria-label={title}>
      <h2 className="border-b border-neutral-200 px-4 py-3 text-sm font-semibold text-neutral-900">{title}</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-4 p-4 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-neutral-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-neutral-900">
        {children || <span className="text-neutral-400">—</span>}
      </dd>
    </div>
  );
}

/**
 * Account overview (docs/product/accounts-and-contacts.md): contact overview (name, email, phone,
 * account since); a business's details.
 */
export function AccountOverviewCards() {
  const account = useAccount();
  const isBusiness = account.type === "BUSINESS";
  const person = isBusiness
    ? account.primaryContact
    : { name: account.account.name, email: account.account.email, phone: account.account.phone };
  const address = formatAddress(account.account.mailingAddress);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card title="Contact overview">
        <Item label="Contact name">{person?.name}</Item>
        <Item label="Email">
          {person?.email ? (
            <a className="text-accent-700 hover:underline" href={`mailto:${person.email}`}>
              {person.email}
            </a>
          ) : null}
        </Item>
        <Item label="Phone">
          {person?.phone ? (
            <a className="tabular-nums hover:underline" href={`tel:${person.phone.replace(/\D/g, "")}`}>
              {person.phone}
            </a>
          ) : null}
        </Item>
        <Item label="Account since">
          <span className="tabular-nums">{formatDate(account.createdAt)}</span>
        </Item>
        {!isBusiness ? <Item label="Mailing address">{address}</Item> : null}
      </Card>
      {isBusiness ? (
        <Card title="Business details">
          <Item label="Business name">{account.account.name}</Item>
          <Item label="DBA">{account.dba}</Item>
          <Item label="Mailing address">{address}</Item>
          <Item label="Website">
            {account.website ? (
              <a
                className="text-accent-700 hover:underline"
                href={account.website}
                target="_blank"
                rel="noreferrer noopener"
              >
                {account.website.replace(/^https?:\/\//, "")}
              </a>
            ) : null}
          </Item>
          <Item label="Business email">{account.account.email}</Item>
          <Item label="Business phone">
            <span className="tabular-nums">{account.account.phone}</span>
          </Item>
        </Card>
      ) : null}
    </div>
  );
}

export default function AccountOverview() {
  return (
    <>
      <AccountOverviewCards />
      <Outlet />
    </>
  );
}
