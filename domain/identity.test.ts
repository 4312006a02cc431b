import { describe, expect, it } from "vitest";
import { initialsOf, normalizeEmail, requestSignInCodeInput, verifySignInCodeInput } from "./identity.ts";

describe("identity vocabulary", () => {
  it("normalises emails for lookup", () => {
    expect(normalizeEmail("  Jordan.Avery@Harbor-Agency.TEST ")).toBe("jordan.avery@harbor-agency.test");
  });

  it("derives initials from the name, else the email", () => {
    expect(initialsOf("Jordan Avery")).toBe("JA");
    expect(initialsOf("Priya")).toBe("P");
    expect(initialsOf("Mary Ann van der Berg")).toBe("MB");
    expect(initialsOf("", "sam@x.test")).toBe("S");
  });

  it("requires an email of email type and a six-digit numeric code", () => {
    expect(requestSignInCodeInput.safeParse({ email: "a@b.co" }).success).toBe(true);
    expect(requestSignInCodeInput.safeParse({ email: "a@" }).success).toBe(false);
    expect(verifySignInCodeInput.safeParse({ email: "a@b.co", code: "012345" }).success).toBe(true);
    expect(verifySignInCodeInput.safeParse({ email: "a@b.co", code: "01234" }).success).toBe(false);
    expect(verifySignInCodeInput.safeParse({ email: "a@b.co", code: "01234x" }).success).toBe(false);
  });
});

describe("Add User messages", () => {
  it("speak of the user being added, not 'your email'", async () => {
    const { createAgencyUserInput } = await import("./identity.ts");
    const result = createAgencyUserInput.safeParse({ name: "Ana", email: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Enter the user's email address");
  });
});
