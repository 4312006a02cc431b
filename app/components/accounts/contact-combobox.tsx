import { Combobox } from "../combobox.tsx";

export interface ContactOption {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

const CONTACTS_QUERY = `query ContactOptions($search: String, $first: Int) { contacts(search: $search, first: $first) { id name email phone } }`;
/** A combobox shows at most 50 options (docs/product/shell-and-navigation.md). */
const MAX_OPTIONS = 50;

async function fetchContacts(search: string, signal: AbortSignal): Promise<ContactOption[]> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ query: CONTACTS_QUERY, variables: { search: search || null, first: MAX_OPTIONS } }),
    signal,
  });
  const body = (await response.json()) as { data?: { contacts: ContactOption[] } };
  return body.data?.contacts ?? [];
}

/** A contact as a combobox option: the name, with the email and phone to tell namesakes apart. */
const asOption = (contact: ContactOption) => ({
  value: contact.id,
  label: contact.name,
  description: [contact.email, contact.phone].filter(Boolean).join(" · "),
});

const loadContactOptions = async (search: string, signal: AbortSignal) =>
  (await fetchContacts(search, signal)).map(asOption);

/**
 * Picks one of the agency's contacts: the contacts query runs only once this is shown (the
 * 'existing contact' option), then again as the user types (debounced, on the server).
 * The chosen id is submitted as `name`.
 */
export function ContactCombobox({
  id,
  name,
  initial,
  invalid,
  describedBy,
}: {
  id: string;
  name: string;
  initial?: ContactOption | null;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <Combobox
      id={id}
      name={name}
      label="Contacts"
      loadOptions={loadContactOptions}
      minQueryLength={0}
      maxOptions={MAX_OPTIONS}
      defaultValue={initial?.id}
      defaultLabel={initial?.name}
      placeholder="Search contacts by name or email"
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
