import { z } from "zod";
import { isUsStateCode } from "./us-states.ts";

/** A US mailing address; `zone` is the two-letter state code. */
export interface Address {
  line1: string;
  line2?: string | null;
  city: string;
  zone: string;
  postalCode: string;
}

/** 5-digit ZIP or ZIP+4. */
export const US_POSTAL_CODE = /^\d{5}(-\d{4})?$/;

/** A required text field: trimmed, with one message for missing or blank. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Too long (${max} characters at most)`);
}

/** An optional text field: blank becomes null. */
export function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .max(max, `Too long (${max} characters at most)`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Accepts "12345", "12345-6789" and "123456789" (→ "12345-6789"). */
export function normalizePostalCode(value: string): string {
  const trimmed = value.trim();
  return /^\d{9}$/.test(trimmed) ? `${trimmed.slice(0, 5)}-${trimmed.slice(5)}` : trimmed;
}

export const usPostalCodeSchema = z
  .string({ error: "Enter a ZIP code" })
  .trim()
  .min(1, "Enter a ZIP code")
  .transform(normalizePostalCode)
  .refine((value) => US_POSTAL_CODE.test(value), "Enter a 5-digit ZIP code (or ZIP+4)");

export const usStateSchema = z
  .string({ error: "Choose a state" })
  .trim()
  .min(1, "Choose a state")
  .transform((value) => value.toUpperCase())
  .refine(isUsStateCode, "Choose a US state or territory");

/** A US mailing address (mailingAddress; autofill restricted to the US: docs/product/accounts-and-contacts.md). */
export const usAddressInput = z.object({
  line1: requiredText("Enter the street address"),
  line2: optionalText(),
  city: requiredText("Enter the city", 100),
  zone: usStateSchema,
  postalCode: usPostalCodeSchema,
});
export type UsAddressInput = z.infer<typeof usAddressInput>;

/** "12 Main St, Suite 4, Salem, MA 01970" */
export function formatAddress(address: Address | null | undefined): string {
  if (!address) return "";
  const street = [address.line1, address.line2].filter(Boolean).join(", ");
  return [street, address.city, [address.zone, address.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}
