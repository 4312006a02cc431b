import { describe, expect, it } from "vitest";
import { QUESTION_CATALOG } from "./config.ts";
import {
  readAddress,
  readBusinessName,
  readDate,
  readEmail,
  readFein,
  readInjuries,
  readNumber,
  readPersonName,
  readPhone,
  readVehicle,
  readVin,
  readYesNo,
  understand,
  vinValid,
} from "./understand.ts";

const TUESDAY = "2026-11-24";

describe("voice intake: dates against the call's day", () => {
  it("reads absolute dates, with and without a year", () => {
    expect(readDate("March 14th, 1988", TUESDAY)?.value).toBe("1988-03-14");
    expect(readDate("it was 7/22/1995", TUESDAY)?.value).toBe("1995-07-22");
    expect(readDate("November 15th", TUESDAY)?.value).toBe("2026-11-15");
    expect(readDate("the first of January", TUESDAY, false)?.value).toBe("2027-01-01");
    expect(readDate("August ninth, two thousand nine", TUESDAY)?.value).toBe("2009-08-09");
  });
  it("reads relative dates: yesterday, last Friday, two days ago, this morning, Sunday night", () => {
    expect(readDate("yesterday", TUESDAY)?.value).toBe("2026-11-23");
    expect(readDate("last Friday", TUESDAY)?.value).toBe("2026-11-20");
    expect(readDate("last Tuesday", TUESDAY)?.value).toBe("2026-11-17");
    expect(readDate("two days ago", TUESDAY)?.value).toBe("2026-11-22");
    expect(readDate("this morning", TUESDAY)?.value).toBe(TUESDAY);
    expect(readDate("Sunday night", TUESDAY)?.value).toBe("2026-11-22");
  });
  it("a past date without a year is never after the call; a coming one may be", () => {
    expect(readDate("December 20th", TUESDAY, true)?.value).toBe("2025-12-20");
    expect(readDate("December 1st", TUESDAY, false)?.value).toBe("2026-12-01");
  });
  it("does not invent a date", () => {
    expect(readDate("the other day", TUESDAY)).toBeNull();
  });
});

describe("voice intake: addresses, names", () => {
  it("reads a US address said in one breath, state spelled out", () => {
    expect(readAddress("4410 Harmon Avenue, Las Vegas, Nevada 89103")?.value).toEqual({
      line1: "4410 Harmon Avenue",
      line2: null,
      city: "Las Vegas",
      zone: "NV",
      postalCode: "89103",
    });
    expect(readAddress("It's at 2250 North Broadway, Suite 110, Denver, CO 80205")?.value).toMatchObject({
      line1: "2250 North Broadway",
      line2: "Suite 110",
      city: "Denver",
    });
  });
  it("refuses an address without its ZIP or street", () => {
    expect(readAddress("It's on Easton Way in Columbus")).toBeNull();
  });
  it("reads person and business names", () => {
    expect(readPersonName("My name is Jerome Watts.")?.value).toBe("Jerome Watts");
    expect(readPersonName("I was driving. Priya Raman.")?.value).toBe("Priya Raman");
    expect(readPersonName("His name is Terrence Boyd.")?.value).toBe("Terrence Boyd");
    expect(readPersonName("Me, Mei Chen")?.value).toBe("Mei Chen");
    expect(readBusinessName("It's for Whitfield Roofing LLC")?.value).toBe("Whitfield Roofing LLC");
    expect(readBusinessName("Precision HVAC Inc.")?.value).toBe("Precision HVAC Inc.");
  });
});

describe("voice intake: yes/no and injuries", () => {
  it("reads yes and no in their spoken forms", () => {
    expect(readYesNo("Yeah they want to be additional insured.")?.value).toBe(true);
    expect(readYesNo("No, just the certificate.")?.value).toBe(false);
    expect(readYesNo("Not right now, no.")?.value).toBe(false);
    expect(readYesNo("We own it.")).toBeNull();
  });
  it("'nobody was hurt' is injuries: no; 'she hurt her hip' is yes", () => {
    expect(readInjuries("No, nobody was hurt, thank goodness.")?.value).toBe(false);
    expect(readInjuries("Nobody got hurt, it was parked.")?.value).toBe(false);
    expect(readInjuries("No injuries, I wasn't in the car.")?.value).toBe(false);
    expect(readInjuries("She said she sprained her wrist.")?.value).toBe(true);
    expect(readInjuries("My passenger hurt her neck")?.value).toBe(true);
  });
});

describe("voice intake: numbers, money, VINs, phones, emails, FEINs", () => {
  it("reads numbers and money in digits and words", () => {
    expect(readNumber("Around twelve thousand miles")?.value).toBe(12000);
    expect(readNumber("About eight hundred fifty dollars a week")?.value).toBe(850);
    expect(readNumber("About 350k")?.value).toBe(350000);
    expect(readNumber("Roughly $450,000")?.value).toBe(450000);
    expect(readNumber("One million per occurrence")?.value).toBe(1000000);
    expect(readNumber("Two kids")?.value).toBe(2);
  });
  it("validates a VIN's check digit and reads one spelled out or in groups", () => {
    expect(vinValid("1HGCM82633A004352")).toBe(true);
    expect(vinValid("1HGCM82643A004352")).toBe(false);
    expect(readVin("1 H G C M 8 2 6 3 3 A 0 0 4 3 5 2")?.value).toBe("1HGCM82633A004352");
    expect(readVin("It's 2T1-BURHEX-JC043821")?.value).toBe("2T1BURHEXJC043821");
    expect(readVehicle("JTDKN3DU5A0123456")).toBeNull();
    expect(readVehicle("Oh, it's a 2010 Toyota Prius")?.value).toBe("2010 Toyota Prius");
  });
  it("reads phone numbers in digits and in words", () => {
    expect(readPhone("it's 860 555 0192")?.value).toBe("(860) 555-0192");
    expect(readPhone("six one seven, five five five, zero one nine nine")?.value).toBe("(617) 555-0199");
    expect(readPhone("555 01")).toBeNull();
  });
  it("reads emails said aloud", () => {
    expect(readEmail("dana at whitfieldroofing dot com")?.value).toBe("dana@whitfieldroofing.com");
    expect(readEmail("priscilla dot tan at gmail dot com")?.value).toBe("priscilla.tan@gmail.com");
    expect(readEmail("kevin.omalley@gmail.com")?.value).toBe("kevin.omalley@gmail.com");
  });
  it("reads a FEIN", () => {
    expect(readFein("84-1234567")?.value).toBe("84-1234567");
    expect(readFein("nine one dash four four four five five five five")?.value).toBe("91-4445555");
  });
  it("reads a choice by its words", () => {
    const field = QUESTION_CATALOG.addLocation["ownership status"];
    expect(understand(field, "We're leasing it.", TUESDAY)?.value).toBe("rent");
    expect(understand(field, "We own the building", TUESDAY)?.value).toBe("own");
  });
});
