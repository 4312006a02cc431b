import { Combobox, type ComboboxOption } from "#app/components/combobox.tsx";

interface AccountHit {
  id: string;
  type: string;
  account: { name: string; email: string | null };
}

/** The agency's accounts whose name, email, … contain the query (server-side search), as options. */
export async function searchAccounts(query: string, signal: AbortSignal): Promise<ComboboxOption[]> {
  try {
    const response = await fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({
        query: `query PresetAccountOptions($search: String) { accounts(search: $search, pageSize: 20) { nodes { id type account { name email } } } }`,
        variables: { search: query },
      }),
      signal,
    });
    const body = (await response.json()) as { data?: { accounts: { nodes: AccountHit[] } } | null };
    return (body.data?.accounts.nodes ?? []).map((hit) => ({
      value: hit.id,
      label: hit.account.name,
      description: [hit.type === "BUSINESS" ? "Business" : "Individual", hit.account.email].filter(Boolean).join(" · "),
    }));
  } catch {
    return [];
  }
}

/**
 * The client the workspace is for (posts `accountId`): Cara reads the account, its policies and
 * contacts from it. Optional; typing 3 characters searches the agency's accounts.
 */
export function AccountPicker({
  id,
  defaultValue,
  defaultLabel,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  defaultValue?: string | null;
  defaultLabel?: string | null;
  onChange: (option: ComboboxOption | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <Combobox
      id={id}
      name="accountId"
      label="Accounts"
      loadOptions={searchAccounts}
      defaultValue={defaultValue}
      defaultLabel={defaultLabel}
      onValueChange={onChange}
      placeholder="Search accounts by name or email"
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
