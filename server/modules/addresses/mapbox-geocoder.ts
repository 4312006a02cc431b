import { isUsStateCode } from "../../../domain/us-states.ts";
import type { AddressLookup, AddressSuggestion } from "./address-lookup.ts";
import type { ZipPlace } from "./us-zips.ts";

/** Mapbox Geocoding API v6 (forward), the parts we read. */
interface MapboxFeature {
  properties?: {
    feature_type?: string;
    name?: string;
    full_address?: string;
    context?: {
      address?: { name?: string };
      postcode?: { name?: string };
      place?: { name?: string };
      locality?: { name?: string };
      region?: { name?: string; region_code?: string };
      country?: { country_code?: string };
    };
  };
}

const TIMEOUT_MS = 3000;

/**
 * Address autofill through Mapbox's forward geocoding (`/search/geocode/v6/forward`),
 * always with `country=us`. A failed or slow request falls back to `fallback` for ZIP
 * codes and to no suggestions for streets, so a Mapbox outage never blocks a form.
 */
export function mapboxGeocoder({
  token,
  baseUrl,
  fallback,
  fetchImpl = fetch,
}: {
  token: string;
  baseUrl: string;
  fallback: AddressLookup;
  fetchImpl?: typeof fetch;
}): AddressLookup {
  async function forward(query: string, types: string, limit: number): Promise<MapboxFeature[]> {
    const url = new URL("/search/geocode/v6/forward", baseUrl);
    url.searchParams.set("q", query);
    url.searchParams.set("country", "us");
    url.searchParams.set("types", types);
    url.searchParams.set("limit", String(limit));
    url.searchParams.set("autocomplete", "true");
    // The chosen address is saved on the account: Mapbox's terms allow storing only permanent results.
    url.searchParams.set("permanent", "true");
    url.searchParams.set("access_token", token);
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`Mapbox geocoding answered ${response.status}`);
    const body = (await response.json()) as { features?: MapboxFeature[] };
    return body.features ?? [];
  }

  function usPlace(feature: MapboxFeature) {
    const context = feature.properties?.context;
    const zone = context?.region?.region_code?.toUpperCase();
    const city = context?.place?.name ?? context?.locality?.name;
    const country = context?.country?.country_code?.toUpperCase();
    if (!zone || !isUsStateCode(zone) || !city || (country && country !== "US")) return null;
    return { zone, city };
  }

  return {
    provider: "mapbox",
    async postalCode(postalCode) {
      const zip5 = /^\s*(\d{5})/.exec(postalCode)?.[1];
      if (!zip5) return null;
      try {
        const [feature] = await forward(zip5, "postcode", 1);
        const place = feature ? usPlace(feature) : null;
        const found = feature?.properties?.name ?? feature?.properties?.context?.postcode?.name;
        if (place && found === zip5) return { postalCode: zip5, ...place } satisfies ZipPlace;
        return null;
      } catch {
        return fallback.postalCode(postalCode);
      }
    },
    async suggest(query, limit) {
      if (query.trim().length < 3) return [];
      try {
        const features = await forward(query.trim(), "address", limit);
        const suggestions: AddressSuggestion[] = [];
        for (const feature of features) {
          const place = usPlace(feature);
          const line1 = feature.properties?.context?.address?.name ?? feature.properties?.name;
          const postalCode = feature.properties?.context?.postcode?.name;
          if (!place || !line1 || !postalCode) continue;
          suggestions.push({
            line1,
            ...place,
            postalCode,
            label: feature.properties?.full_address ?? `${line1}, ${place.city}, ${place.zone} ${postalCode}`,
          });
        }
        return suggestions;
      } catch {
        return [];
      }
    },
  };
}
