/** Account vocabulary and the create/update account input (docs/product/accounts-and-contacts.md). */
import { z } from "zod";
import { optionalText, requiredText, usAddressInput, type Address } from "./address.ts";

export type { Address } from "./address.ts";
export { formatAddress, usAddressInput } from "./address.ts";

export const ACCOUNT_TYPES = ["BUSINESS", "INDIVIDUAL"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_NAMES: Record<AccountType, string> = { BUSINESS: "Business", INDIVIDUAL: "Individual" };

/**
 * A US phone number as "(555) 123-4567", or null when it is not 10 digits (a leading
 * country code 1 is dropped; area and exchange codes cannot start with 0 or 1).
 */
export function normalizeUsPhone(raw: string): string | null {
  let digits = raw.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const usPhoneSchema = z
  .string({ error: "Enter a phone number" })
  .trim()
  .min(1, "Enter a phone number")
  .transform((value, context) => {
    const phone = normalizeUsPhone(value);
    if (phone) return phone;
    context.addIssue({ code: "custom", message: "Enter a 10-digit US phone number" });
    return z.NEVER;
  });

export const contactEmailSchema = z
  .string({ error: "Enter an email address" })
  .trim()
  .min(1, "Enter an email address")
  .max(254, "Email address is too long")
  .pipe(z.email({ error: "Enter a valid email address" }))
  .transform((value) => value.toLowerCase());

/** Website: optional; "acme.com" becomes "https://acme.com". */
export const websiteSchema = z
  .string()
  .trim()
  .max(300, "Too long (300 characters at most)")
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const url = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    try {
      const parsed = new URL(url);
      if (!/^[^.\s]+(\.[^.\s]+)+$/.test(parsed.hostname)) throw new Error("no domain");
      return url;
    } catch {
      context.addIssue({ code: "custom", message: "Enter a website address, like acme.com" });
      return z.NEVER;
    }
  });

/** The insured's own details. */
export const accountFieldsInput = z.object({
  name: requiredText("Enter the name"),
  email: contactEmailSchema,
  phone: usPhoneSchema,
  mailingAddress: usAddressInput,
});

/** A new primary contact for a business. */
export const contactInput = z.object({
  name: requiredText("Enter the contact's name"),
  email: contactEmailSchema,
  phone: usPhoneSchema,
});
export type ContactInput = z.infer<typeof contactInput>;

export const businessFieldsInput = z.object({
  dba: optionalText(),
  website: websiteSchema,
});

const contactIdSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || z.uuid().safeParse(value).success, "Choose a contact from the list");

/**
 * Create or update an account (docs/product/accounts-and-contacts.md): a business needs a primary contact, either a new
 * one (`contact`) or an existing one chosen by id (`associateContactId`); an individual
 * needs only the account fields. Messages sit under their paths
 * (`account.mailingAddress.postalCode`, `contact.email`, `associateContactId`).
 */
export const accountInput = z
  .object({
    type: z.enum(ACCOUNT_TYPES, { error: "Choose Business or Individual" }),
    account: accountFieldsInput,
    business: businessFieldsInput.nullish(),
    contact: z.unknown().optional(),
    associateContactId: contactIdSchema,
  })
  .superRefine(
    (input, context) => {
      if (input?.type !== "BUSINESS" || input.associateContactId) return;
      const contact = contactInput.safeParse(input.contact ?? {});
      if (contact.success) return;
      for (const issue of contact.error.issues) {
        context.addIssue({ code: "custom", message: issue.message, path: ["contact", ...issue.path.map(String)] });
      }
    },
    // Also when other fields failed, so every missing field is reported at once.
    { when: () => true },
  )
  .transform((input) => {
    const base = { type: input.type, account: input.account };
    if (input.type === "INDIVIDUAL") {
      return {
        ...base,
        business: null,
        contact: null as ContactInput | null,
        associateContactId: null as string | null,
      };
    }
    const business = { dba: input.business?.dba ?? null, website: input.business?.website ?? null };
    if (input.associateContactId)
      return { ...base, business, contact: null, associateContactId: input.associateContactId };
    return { ...base, business, contact: contactInput.parse(input.contact), associateContactId: null };
  });
export type AccountInput = z.output<typeof accountInput>;
/** What a form or an API client sends. */
export type AccountInputDraft = z.input<typeof accountInput>;

/** The list filter and page (filter across all fields, server-side, paginated). */
export const ACCOUNTS_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const within = (value: number, min: number, max: number) => Math.min(Math.max(Math.trunc(value), min), max);

/**
 * Paging and search bounds are brought into range, as in every list (ADR 061): a page below 1 is
 * page 1, a page size outside 1–100 the nearest of them (the answer's `page` and `pageSize` say
 * which was used), a search past 200 characters its first 200.
 */
export const accountsQueryInput = z.object({
  search: z
    .string()
    .nullish()
    .transform((search) => (search == null ? null : [...search.trim()].slice(0, 200).join(""))),
  page: z
    .number()
    .int()
    .nullish()
    .transform((page) => within(page ?? 1, 1, 100_000)),
  pageSize: z
    .number()
    .int()
    .nullish()
    .transform((size) => within(size ?? ACCOUNTS_PAGE_SIZE, 1, MAX_PAGE_SIZE)),
  /** Count only up to this many (the list screens: "of 1,000+"); absent: an exact count. */
  countLimit: z
    .number()
    .int()
    .nullish()
    .transform((limit) => (limit == null ? null : within(limit, 1, 1_000_000))),
});

export function accountSummaryAddress(address: Address | null | undefined): string {
  return address?.line1 ?? "";
}
