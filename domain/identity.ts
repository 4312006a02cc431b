import { z } from "zod";

export const AGENCY_USER_STATES = ["ACTIVE", "DISABLED"] as const;
export type AgencyUserState = (typeof AGENCY_USER_STATES)[number];

/** Sign-in code length (docs/product/sign-in-and-sessions.md). */
export const SIGN_IN_CODE_LENGTH = 6;
/** How long an emailed code stays valid. */
export const SIGN_IN_CODE_TTL_MINUTES = 10;
/** Wrong tries allowed per code; the code is dead after this many. */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

/** Emails are compared case-insensitively: always store and look up this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(254, "Email address is too long")
  .pipe(z.email({ error: "Enter a valid email address" }));

export const signInCodeSchema = z
  .string({ error: "Enter the code from your email" })
  .trim()
  .min(1, "Enter the code from your email")
  .regex(/^\d+$/, "The code contains only digits")
  .length(SIGN_IN_CODE_LENGTH, `The code has ${SIGN_IN_CODE_LENGTH} digits`);

/** Step one of sign-in: ask for a code. */
export const requestSignInCodeInput = z.object({ email: emailSchema });
/** Step two of sign-in: verify the code. */
export const verifySignInCodeInput = z.object({ email: emailSchema, code: signInCodeSchema });

export type RequestSignInCodeInput = z.infer<typeof requestSignInCodeInput>;
export type VerifySignInCodeInput = z.infer<typeof verifySignInCodeInput>;

/** Add User (docs/product/users-and-seats.md): a name and an email. */
export const createAgencyUserInput = z.object({
  name: z
    .string({ error: "Enter the user's name" })
    .trim()
    .min(1, "Enter the user's name")
    .max(120, "Name is too long (120 characters at most)"),
  // the user's address, not the signed-in person's: the hint speaks of them
  email: z
    .string({ error: "Enter the user's email address" })
    .trim()
    .min(1, "Enter the user's email address")
    .max(254, "Email address is too long")
    .pipe(z.email({ error: "Enter a valid email address for the user" })),
});
export type CreateAgencyUserInput = z.infer<typeof createAgencyUserInput>;

/** Initials for avatars: first letters of the first and last words of the name, else of the email. */
export function initialsOf(name: string | null | undefined, email?: string): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (email ?? "?").slice(0, 1).toUpperCase();
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return (first + last).toUpperCase();
}
