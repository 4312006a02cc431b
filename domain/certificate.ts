import { z } from "zod";
import { requiredText, usAddressInput } from "./address.ts";

/** Certificates of liability insurance (docs/product/certificates.md; createCertificate). */

export const MAX_DESCRIPTION_OF_OPERATIONS_LENGTH = 2000;

const booleanField = (error: string) =>
  z.preprocess((value) => {
    if (value === "true" || value === "on" || value === "1") return true;
    if (value === "false" || value === "off" || value === "0" || value === "" || value == null) return false;
    return value;
  }, z.boolean({ error }));

/** The holder (who asked for proof of insurance) and what the certificate says about them. */
export const createCertificateInput = z.object({
  accountId: z.uuid({ error: "Choose an account" }),
  /** Defaults to false. */
  additionalInsured: booleanField("Choose whether the holder is an additional insured").default(false),
  /** The holder asks for a waiver of subrogation (marked only on policies with the endorsement recorded). */
  waiverOfSubrogation: booleanField("Choose whether the holder asks for a waiver of subrogation").default(false),
  /** The holder asks for primary and non-contributory wording (only where the endorsement is recorded). */
  primaryNonContributory: booleanField("Choose whether the holder asks for primary and non-contributory").default(
    false,
  ),
  /** The policies to list; absent or empty lists every policy in force or bound. */
  policyIds: z
    .preprocess(
      (value) => (typeof value === "string" ? (value ? [value] : []) : value),
      z
        .array(z.uuid({ error: "Choose policies from the list" }))
        .max(100)
        .nullish(),
    )
    .transform((value) => (value && value.length > 0 ? [...new Set(value)] : null)),
  descriptionOfOperations: z
    .string()
    .trim()
    .max(MAX_DESCRIPTION_OF_OPERATIONS_LENGTH, `Too long (${MAX_DESCRIPTION_OF_OPERATIONS_LENGTH} characters at most)`)
    .nullish()
    .transform((value) => (value ? value : null)),
  holder: z.object(
    {
      name: requiredText("Enter the certificate holder's name"),
      address: usAddressInput,
    },
    { error: "Enter the certificate holder" },
  ),
});
export type CreateCertificateInput = z.output<typeof createCertificateInput>;
export type CreateCertificateDraft = z.input<typeof createCertificateInput>;

/** The certificate form's fields: everything but the account, which the URL gives. */
export const certificateFormSchema = createCertificateInput.omit({ accountId: true });
export type CertificateFormDraft = z.input<typeof certificateFormSchema>;

/** Insurer letters on the certificate (ACORD 25 has six insurer rows). */
export const INSURER_LETTERS = ["A", "B", "C", "D", "E", "F"] as const;
export type InsurerLetter = (typeof INSURER_LETTERS)[number];
