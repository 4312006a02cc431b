import { describe, expect, it } from "vitest";
import { parseCertificateHolder, parseParty, readCertificateAsk } from "./certificate-holder.ts";

const ok = (text: string) => {
  const parsed = parseCertificateHolder(text);
  if (!parsed.ok) throw new Error(`not parsed: ${parsed.message}`);
  return parsed.party;
};
const refused = (text: string) => {
  const parsed = parseCertificateHolder(text);
  if (parsed.ok) throw new Error(`parsed: ${JSON.stringify(parsed.party)}`);
  return parsed;
};

describe("the certificate holder as typed", () => {
  it("reads one line with commas", () => {
    expect(ok("ABC Property Management, 100 Main St, Portland, ME 04101")).toEqual({
      name: "ABC Property Management",
      address: { line1: "100 Main St", line2: null, city: "Portland", zone: "ME", postalCode: "04101" },
    });
  });

  it("reads an envelope with an attention line, a suite and ZIP+4", () => {
    expect(ok("ABC Property Management\nAttn: Jane Doe\n100 Main Street, Suite 200\nPortland, ME 04101-1234")).toEqual({
      name: "ABC Property Management, Attn: Jane Doe",
      address: { line1: "100 Main Street", line2: "Suite 200", city: "Portland", zone: "ME", postalCode: "04101-1234" },
    });
  });

  it("keeps a name with a comma and a room line", () => {
    expect(ok("City of Portland, Parks Department, 389 Congress Street, Room 208, Portland, ME 04101")).toEqual({
      name: "City of Portland, Parks Department",
      address: { line1: "389 Congress Street", line2: "Room 208", city: "Portland", zone: "ME", postalCode: "04101" },
    });
  });

  it("splits the city from the street when no comma separates them, and reads state names and 9-digit ZIPs", () => {
    expect(ok("Back Cove Builders, 77 Baxter Blvd South Portland Maine 041062233").address).toEqual({
      line1: "77 Baxter Blvd",
      line2: null,
      city: "South Portland",
      zone: "ME",
      postalCode: "04106-2233",
    });
    expect(ok("Harbor Realty Trust, 15 Exchange St., #4, Salem, MA 01970").address.line2).toBe("#4");
    expect(refused("Harbor Realty Trust, 15 Exchange St., Salem, Mass 01970").missing).toContain("state");
  });

  it("keeps Unicode names and cities", () => {
    const party = ok("Müller & Søn Bäckerei GmbH — 東京支店\n5 Elm St Apt 3\nSan José, CA 95112");
    expect(party.name).toBe("Müller & Søn Bäckerei GmbH — 東京支店");
    expect(party.address).toEqual({
      line1: "5 Elm St Apt 3",
      line2: null,
      city: "San José",
      zone: "CA",
      postalCode: "95112",
    });
  });

  it("reads PO boxes and an envelope whose name starts with a number", () => {
    expect(ok("Fore River Partners, P.O. Box 4410, Portland, ME 04112").address.line1).toBe("P.O. Box 4410");
    expect(ok("3M Company\n3M Center\nSt. Paul, MN 55144").name).toBe("3M Company");
  });

  it("refuses a holder without a state, naming what is missing", () => {
    const parsed = refused("ABC Property Management, 100 Main St, Portland 04101");
    expect(parsed.missing).toEqual(["state"]);
    expect(parsed.message).toContain('has no state. Give it as "Name, street, city, ST ZIP"');
  });

  it("refuses without a ZIP, a street, a city or a name, and never guesses", () => {
    expect(refused("ABC Property Management, 100 Main St, Portland, ME").missing).toEqual(["ZIP code"]);
    expect(refused("ABC Property Management, 100 Main St, Portland ME").missing).toEqual(["ZIP code"]);
    expect(refused("ABC Property Management, Portland, ME 04101").missing).toEqual(["street address"]);
    expect(refused("ABC Property Management, 100 Main St, ME 04101").missing).toContain("city");
    expect(refused("100 Main St, Portland, ME 04101").missing).toEqual(["name"]);
    expect(refused("ABC Property Management, 100 Main St, Portland, ZZ 04101").missing).toContain("state");
    expect(refused("").missing).toEqual(["name", "address"]);
  });

  it("names the party in the refusal", () => {
    const parsed = parseParty("First National Bank", "additional interest");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain("additional interest's name and full US mailing address");
  });
});

describe("the certificate in a chat message", () => {
  it("reads the holder and the requirements from the ask", () => {
    expect(
      readCertificateAsk(
        "Issue a COI for ABC Property Management, 100 Main St, Portland, ME 04101, additional insured, waiver of subrogation",
      ),
    ).toEqual({
      holder: "ABC Property Management, 100 Main St, Portland, ME 04101",
      additionalInsured: true,
      waiverOfSubrogation: true,
      primaryNonContributory: false,
    });
  });

  it("skips a 'for' that is part of the ask and reads a holder label", () => {
    expect(
      readCertificateAsk(
        "For the job next week please issue a certificate for Center for Arts, 1 Main St, Bath, ME 04530",
      ).holder,
    ).toBe("Center for Arts, 1 Main St, Bath, ME 04530");
    expect(
      readCertificateAsk("Certificate holder: Harbor Realty Trust\n88 Congress Street\nSalem, MA 01970").holder,
    ).toBe("Harbor Realty Trust\n88 Congress Street\nSalem, MA 01970".replace(/\n/g, " "));
  });

  it("passes on a holder with a street and no ZIP, and reads none when the ask names none", () => {
    expect(readCertificateAsk("Issue a COI for ABC Property Management, 100 Main St, Portland").holder).toBe(
      "ABC Property Management, 100 Main St, Portland",
    );
    const none = readCertificateAsk("Issue the certificate, primary and non-contributory please");
    expect(none).toEqual({
      holder: null,
      additionalInsured: false,
      waiverOfSubrogation: false,
      primaryNonContributory: true,
    });
  });
});
