/**
 * Who a message is from, among the agency's accounts (ADR 068). Channel-neutral: an email's
 * address and name, a caller's number and name, and the words of the message.
 *
 * Tried in order; the first step that names exactly one account decides, and a step that names
 * several narrows the next ones to them:
 * 1. the exact address (or number) of a contact or of the account itself;
 * 2. the address's domain, when it is the domain of an account's contacts or website (never a
 *    mailbox provider's: gmail.com names nobody);
 * 3. the business named in the subject or the signature ("Brightside Urgent Care"), or named in
 *    the text together with the sender's own name as the account's contact; then the sender's name
 *    as a contact's name;
 * 4. a policy number of the account mentioned in the subject, the text or an attachment.
 * Several accounts and nothing to choose between them: AMBIGUOUS, with the candidates — never a
 * guess. A policy number of another account does not move an exact address, except to the other
 * account of the same person (a contact of the same name on both).
 */
export interface DirectoryAccount {
  id: string;
  name: string;
  dba?: string | null;
  email?: string | null;
  website?: string | null;
}

export interface DirectoryContact {
  id: string;
  accountId: string;
  name: string;
  email?: string | null;
  phone?: string | null;
}

export interface DirectoryPolicy {
  accountId: string;
  number: string;
}

export interface Directory {
  accounts: DirectoryAccount[];
  contacts: DirectoryContact[];
  policies: DirectoryPolicy[];
}

export type MatchReason = "EXACT_ADDRESS" | "DOMAIN" | "ACCOUNT_NAME" | "CONTACT_NAME" | "POLICY_NUMBER";

export interface SenderMatch {
  status: "MATCHED" | "AMBIGUOUS" | "NONE";
  accountId: string | null;
  contactId: string | null;
  reason: MatchReason | null;
  /** 0..1: how sure the step is (an exact address 0.99 … a name alone 0.6). */
  confidence: number;
  /** Why, in the agent's words, with what was seen. */
  evidence: string;
  /** The accounts still in question when AMBIGUOUS (or the other accounts a policy number named). */
  candidates: Array<{ accountId: string; name: string; why: string }>;
  /** True when the sender is a contact on record of the matched account (exact address). */
  senderIsContact: boolean;
}

export interface MatchInput {
  from: { address: string; name?: string };
  forwardedBy?: { address: string; name?: string };
  subject: string;
  text: string;
  attachments?: Array<{ name: string; text?: string }>;
}

const CONFIDENCE: Record<MatchReason, number> = {
  EXACT_ADDRESS: 0.99,
  POLICY_NUMBER: 0.9,
  DOMAIN: 0.85,
  ACCOUNT_NAME: 0.75,
  CONTACT_NAME: 0.6,
};

/** Mailbox providers: their domain says nothing about whose the address is (any country's TLD). */
const PROVIDERS = new Set(
  "gmail googlemail yahoo ymail rocketmail outlook hotmail live msn aol icloud me mac protonmail proton pm gmx mail yandex zoho comcast att sbcglobal verizon cox charter spectrum earthlink bellsouth optonline frontier windstream centurylink q juno netzero fastmail hey tutanota".split(
    " ",
  ),
);

const lower = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();
const domainOf = (address: string) => lower(address.split("@")[1]);
function siteDomain(website: string | null | undefined): string {
  const host = lower(website)
    .replace(/^[a-z]+:\/\//, "")
    .split(/[/?#]/)[0]!
    .replace(/^www\./, "");
  return host;
}
const isProvider = (domain: string) => {
  const labels = domain.split(".");
  // mail.comcast.net, mx.yahoo.co.uk: any label that names a provider
  return labels.slice(0, -1).some((label) => PROVIDERS.has(label));
};
/** A name for comparing: lower case, no punctuation, no corporate suffix. */
export function nameKey(name: string): string {
  return lower(name)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\b(llc|inc|incorporated|corp|corporation|co|company|ltd|lp|llp|pllc|pc|the)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
const squash = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The last lines of the text: where a signature names the sender and the business. */
function signatureOf(text: string): string {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  // the first line opens the message: it is never the signature
  return lines.slice(Math.max(1, lines.length - 4)).join("\n");
}

function containsName(haystack: string, name: string): boolean {
  const key = nameKey(name);
  if (key.length < 4) return false;
  const hay = ` ${nameKey(haystack)} `;
  return hay.includes(` ${key} `);
}

/** Policy numbers of the directory mentioned in the texts (separators ignored, whole tokens only). */
function policiesMentioned(directory: Directory, texts: string[]): DirectoryPolicy[] {
  const found: DirectoryPolicy[] = [];
  const joined = texts.join("\n");
  for (const policy of directory.policies) {
    const chars = squash(policy.number);
    if (chars.length < 5 || !/\d/.test(chars)) continue;
    const pattern = new RegExp(`(^|[^A-Za-z0-9])${chars.split("").join("[\\s-]?")}(?![A-Za-z0-9])`, "i");
    if (pattern.test(joined)) found.push(policy);
  }
  return found;
}

export function matchSender(message: MatchInput, directory: Directory): SenderMatch {
  const first = matchParty(message.from, message, directory);
  if (first.status !== "NONE" || !message.forwardedBy) return first;
  const forwarded = matchParty(message.forwardedBy, message, directory);
  return forwarded.status === "NONE"
    ? first
    : { ...forwarded, evidence: `${forwarded.evidence} (who forwarded it)`, senderIsContact: false };
}

function matchParty(party: { address: string; name?: string }, message: MatchInput, directory: Directory): SenderMatch {
  const accountsById = new Map(directory.accounts.map((a) => [a.id, a]));
  const nameOf = (id: string) => accountsById.get(id)?.name ?? id;
  const address = lower(party.address);
  const texts = [message.subject, message.text, ...(message.attachments ?? []).map((a) => a.text ?? "")];
  const numbers = policiesMentioned(directory, texts);
  const byNumber = [...new Set(numbers.map((p) => p.accountId))];
  const matched = (
    accountId: string,
    reason: MatchReason,
    evidence: string,
    extra: Partial<SenderMatch> = {},
  ): SenderMatch => ({
    status: "MATCHED",
    accountId,
    contactId: null,
    reason,
    confidence: CONFIDENCE[reason],
    evidence,
    candidates: [],
    senderIsContact: false,
    ...extra,
  });
  const ambiguous = (ids: string[], evidence: string, why: string): SenderMatch => ({
    status: "AMBIGUOUS",
    accountId: null,
    contactId: null,
    reason: null,
    confidence: 0,
    evidence,
    candidates: ids.map((id) => ({ accountId: id, name: nameOf(id), why })),
    senderIsContact: false,
  });
  /** Chooses among candidates by a policy number, else by the business named. */
  const narrow = (ids: string[], why: string): SenderMatch | null => {
    const numbered = byNumber.filter((id) => ids.includes(id));
    if (numbered.length === 1) {
      const policy = numbers.find((p) => p.accountId === numbered[0])!;
      return matched(
        numbered[0]!,
        "POLICY_NUMBER",
        `${why}; policy ${policy.number} mentioned is ${nameOf(numbered[0]!)}'s`,
      );
    }
    const named = ids.filter((id) => businessNamed(accountsById.get(id)!, message, party));
    if (named.length === 1) return matched(named[0]!, "ACCOUNT_NAME", `${why}; the message names ${nameOf(named[0]!)}`);
    return null;
  };

  // 1. exact address
  if (address) {
    const contacts = directory.contacts.filter(
      (c) => lower(c.email) === address || (c.phone && c.phone === party.address),
    );
    const accountIds = [
      ...new Set([
        ...contacts.map((c) => c.accountId),
        ...directory.accounts.filter((a) => lower(a.email) === address).map((a) => a.id),
      ]),
    ];
    if (accountIds.length === 1) {
      const accountId = accountIds[0]!;
      const contact = contacts.find((c) => c.accountId === accountId) ?? null;
      // the same person's other account, named by its policy number
      const other = byNumber.filter((id) => id !== accountId);
      if (contact && other.length === 1 && !byNumber.includes(accountId)) {
        const same = directory.contacts.find(
          (c) => c.accountId === other[0] && nameKey(c.name) === nameKey(contact.name),
        );
        if (same) {
          const policy = numbers.find((p) => p.accountId === other[0])!;
          return matched(
            other[0]!,
            "POLICY_NUMBER",
            `${party.address} is ${contact.name} of ${nameOf(accountId)}, who is also the contact of ${nameOf(other[0]!)}; policy ${policy.number} mentioned is ${nameOf(other[0]!)}'s`,
            { contactId: same.id, senderIsContact: false },
          );
        }
      }
      return matched(
        accountId,
        "EXACT_ADDRESS",
        contact
          ? `${party.address} is the address of ${contact.name}, a contact of ${nameOf(accountId)}`
          : `${party.address} is ${nameOf(accountId)}'s own address`,
        {
          contactId: contact?.id ?? null,
          senderIsContact: true,
          candidates: other.map((id) => ({
            accountId: id,
            name: nameOf(id),
            why: "a policy number of this account is mentioned",
          })),
        },
      );
    }
    if (accountIds.length > 1) {
      const why = `${party.address} is a contact of ${accountIds.length} accounts`;
      const chosen = narrow(accountIds, why);
      if (chosen) return { ...chosen, senderIsContact: true };
      return ambiguous(accountIds, why, "a contact with this address");
    }
  }

  // 2. the domain of an account's contacts or website
  const domain = address.includes("@") ? domainOf(address) : "";
  let pool: string[] | null = null;
  let poolWhy = "";
  if (domain && !isProvider(domain)) {
    const ids = [
      ...new Set([
        ...directory.contacts.filter((c) => c.email && domainOf(c.email) === domain).map((c) => c.accountId),
        ...directory.accounts
          .filter((a) => (a.website && siteDomain(a.website) === domain) || (a.email && domainOf(a.email) === domain))
          .map((a) => a.id),
      ]),
    ];
    if (ids.length === 1)
      return matched(ids[0]!, "DOMAIN", `${domain} is the domain of ${nameOf(ids[0]!)}'s contacts or website`);
    if (ids.length > 1) {
      poolWhy = `${domain} is the domain of ${ids.length} accounts`;
      const chosen = narrow(ids, poolWhy);
      if (chosen) return chosen;
      pool = ids;
    }
  }

  // 3. the business named (subject, signature, or with the sender's name), then the sender's name
  const candidates = pool ?? directory.accounts.map((a) => a.id);
  const named = candidates.filter((id) => businessNamed(accountsById.get(id)!, message, party));
  if (named.length === 1)
    return matched(named[0]!, "ACCOUNT_NAME", `the message names ${nameOf(named[0]!)}${pool ? ` (${poolWhy})` : ""}`);
  const senderName = party.name ? nameKey(party.name) : "";
  const signature = signatureOf(message.text);
  const people = directory.contacts.filter(
    (c) =>
      candidates.includes(c.accountId) &&
      nameKey(c.name).includes(" ") &&
      (nameKey(c.name) === senderName || containsName(signature, c.name)),
  );
  const peopleAccounts = [...new Set(people.map((c) => c.accountId))];
  if (peopleAccounts.length === 1 && !pool) {
    const byPolicy = byNumber.length === 1 && byNumber[0] !== peopleAccounts[0] ? byNumber[0]! : null;
    if (!byPolicy)
      return matched(
        peopleAccounts[0]!,
        "CONTACT_NAME",
        `the sender signs as ${people[0]!.name}, a contact of ${nameOf(peopleAccounts[0]!)}`,
        {
          contactId: people[0]!.id,
        },
      );
  }
  if (peopleAccounts.length > 1) {
    const why = `${people[0]!.name} is a contact of ${peopleAccounts.length} accounts`;
    const chosen = narrow(peopleAccounts, why);
    if (chosen) return chosen;
    return ambiguous(peopleAccounts, why, "a contact of this name");
  }

  // 4. a policy number mentioned
  const numbered = pool ? byNumber.filter((id) => pool!.includes(id)) : byNumber;
  if (numbered.length === 1) {
    const policy = numbers.find((p) => p.accountId === numbered[0])!;
    return matched(numbered[0]!, "POLICY_NUMBER", `policy ${policy.number} mentioned is ${nameOf(numbered[0]!)}'s`);
  }
  if (numbered.length > 1)
    return ambiguous(numbered, "policy numbers of several accounts are mentioned", "a policy number mentioned");
  if (pool) return ambiguous(pool, poolWhy, "the sender's domain");
  return {
    status: "NONE",
    accountId: null,
    contactId: null,
    reason: null,
    confidence: 0,
    evidence: `no contact, domain, business name or policy number of the agency's accounts matches ${party.address}`,
    candidates: [],
    senderIsContact: false,
  };
}

/**
 * The account's business is named where a sender names their own: the subject, the signature, or
 * the text when the sender is the account's contact by name ("it's Maria from Harbor Street
 * Bakery"). A business named in passing ("referred by Maria at Harbor Street Bakery") is not.
 */
function businessNamed(account: DirectoryAccount, message: MatchInput, party: { name?: string }): boolean {
  const names = [account.name, account.dba].filter((n): n is string => Boolean(n) && nameKey(n!).length >= 4);
  const subject = message.subject;
  const signature = signatureOf(message.text);
  if (names.some((n) => containsName(subject, n) || containsName(signature, n))) return true;
  const yours = /\b(your (insured|client|customer)|for (your )?(insured|client))\b/i;
  return names.some((n) => {
    if (!containsName(message.text, n)) return false;
    if (yours.test(message.text)) return true;
    const first = nameKey(party.name ?? "").split(" ")[0];
    return Boolean(first) && new RegExp(`\\b(it'?s|this is|i'?m|i am)\\s+${first}\\b`, "i").test(message.text);
  });
}
