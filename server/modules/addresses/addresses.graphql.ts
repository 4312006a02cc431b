import { builder } from "../../graphql/builder.ts";
import type { AddressSuggestion } from "./address-lookup.ts";
import type { ZipPlace } from "./us-zips.ts";

/** The address autofill for the US address fields (docs/product/accounts-and-contacts.md, "Address and autofill"). */
const UsZipCodeRef = builder.objectRef<ZipPlace>("UsZipCode").implement({
  description: "A US ZIP code with its city and state.",
  fields: (t) => ({
    postalCode: t.exposeString("postalCode"),
    city: t.exposeString("city"),
    zone: t.exposeString("zone", { description: "Two-letter state code." }),
  }),
});

const AddressSuggestionRef = builder.objectRef<AddressSuggestion>("AddressSuggestion").implement({
  description: "A US street address suggested while typing.",
  fields: (t) => ({
    line1: t.exposeString("line1"),
    city: t.exposeString("city"),
    zone: t.exposeString("zone"),
    postalCode: t.exposeString("postalCode"),
    label: t.exposeString("label"),
  }),
});

builder.queryField("usZipCode", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: UsZipCodeRef,
    nullable: true,
    description: "City and state of a US ZIP code (offline table, or Mapbox with MAPBOX_TOKEN); null when unknown.",
    args: { postalCode: t.arg.string({ required: true }) },
    resolve: (_root, { postalCode }, { agency }) => agency.addresses.postalCode(postalCode.slice(0, 10)),
  }),
);

builder.queryField("addressSuggestions", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [AddressSuggestionRef],
    description: "US street addresses matching the text (Mapbox only; empty without MAPBOX_TOKEN).",
    args: { query: t.arg.string({ required: true }), first: t.arg.int({ required: false }) },
    resolve: (_root, { query, first }, { agency }) =>
      agency.addresses.suggest(query.slice(0, 200), Math.min(Math.max(first ?? 5, 1), 10)),
  }),
);

/** A US mailing address as input; every field optional here so the service can say what is missing. */
export const MailingAddressInputRef = builder.inputType("MailingAddressInput", {
  fields: (t) => ({
    line1: t.string(),
    line2: t.string(),
    city: t.string(),
    zone: t.string({ description: "Two-letter state code." }),
    postalCode: t.string({ description: "5-digit ZIP or ZIP+4." }),
  }),
});
