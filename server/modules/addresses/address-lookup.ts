import { defineProvider } from "../../lib/provider.ts";
import { mapboxGeocoder } from "./mapbox-geocoder.ts";
import { lookupUsZip, type ZipPlace } from "./us-zips.ts";

/** A suggested US address for the autofill. */
export interface AddressSuggestion {
  line1: string;
  city: string;
  zone: string;
  postalCode: string;
  /** One line for the list: "12 Main St, Salem, MA 01970". */
  label: string;
}

/**
 * The address autofill (docs/product/accounts-and-contacts.md; US only): offline ZIP table or
 * Mapbox, by configuration.
 */
export interface AddressLookup {
  readonly provider: "offline" | "mapbox";
  /** City and state of a ZIP code. */
  postalCode(postalCode: string): Promise<ZipPlace | null>;
  /** Street addresses matching what was typed (the offline table knows no streets: none). */
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>;
}

export const offlineAddressLookup: AddressLookup = {
  provider: "offline",
  postalCode: async (postalCode) => lookupUsZip(postalCode),
  suggest: async () => [],
};

/** Mapbox when MAPBOX_TOKEN is set (falling back to the offline table when Mapbox fails), else offline (ADR 015). */
export const addressLookupProvider = defineProvider<AddressLookup>({
  name: "addresses",
  configKeys: ["MAPBOX_TOKEN"],
  implementations: { local: "offline", production: "mapbox" },
  local: () => offlineAddressLookup,
  production: (config) =>
    mapboxGeocoder({ token: config.MAPBOX_TOKEN!, baseUrl: config.MAPBOX_API_URL, fallback: offlineAddressLookup }),
});
