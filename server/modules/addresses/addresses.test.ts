import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createLogger } from "../../lib/logger.ts";
import { createProvider } from "../../lib/provider.ts";
import { addressLookupProvider, offlineAddressLookup } from "./address-lookup.ts";

const addressLookupFor = (config: ReturnType<typeof loadConfig>) =>
  createProvider(addressLookupProvider, config, { log: createLogger("error") });
import { mapboxGeocoder } from "./mapbox-geocoder.ts";
import { lookupUsZip } from "./us-zips.ts";

describe("offline US ZIP table", () => {
  it("knows city and state of ZIP codes across the country and territories", () => {
    expect(lookupUsZip("01970")).toEqual({ postalCode: "01970", city: "Salem", zone: "MA" });
    expect(lookupUsZip("04101")).toEqual({ postalCode: "04101", city: "Portland", zone: "ME" });
    expect(lookupUsZip("10001")).toMatchObject({ city: "New York", zone: "NY" });
    expect(lookupUsZip("90210")).toMatchObject({ city: "Beverly Hills", zone: "CA" });
    expect(lookupUsZip("00601")).toMatchObject({ zone: "PR" });
    expect(lookupUsZip(" 02108-1234 ")).toMatchObject({ postalCode: "02108", city: "Boston", zone: "MA" });
  });

  it("answers null for unknown or malformed ZIP codes", () => {
    expect(lookupUsZip("00000")).toBeNull();
    expect(lookupUsZip("1234")).toBeNull();
    expect(lookupUsZip("abcde")).toBeNull();
  });

  it("is the lookup without MAPBOX_TOKEN", async () => {
    const lookup = addressLookupFor(loadConfig({ NODE_ENV: "test" }));
    expect(lookup.provider).toBe("offline");
    expect(await lookup.postalCode("05401")).toMatchObject({ city: "Burlington", zone: "VT" });
    expect(await lookup.suggest("12 Main St", 5)).toEqual([]);
  });
});

/** A stand-in for api.mapbox.com that answers /search/geocode/v6/forward. */
let server: Server;
let baseUrl: string;
const requests: URL[] = [];
let failNext = false;

const feature = (properties: Record<string, unknown>) => ({ type: "Feature", properties });
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(url);
    if (failNext) {
      failNext = false;
      res.writeHead(503).end("unavailable");
      return;
    }
    if (url.pathname !== "/search/geocode/v6/forward" || url.searchParams.get("access_token") !== "pk.test") {
      res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ message: "Not Authorized" }));
      return;
    }
    const q = url.searchParams.get("q");
    const types = url.searchParams.get("types");
    let features: unknown[] = [];
    if (types === "postcode" && q === "01970") {
      features = [
        feature({
          feature_type: "postcode",
          name: "01970",
          context: {
            place: { name: "Salem" },
            region: { name: "Massachusetts", region_code: "MA" },
            country: { country_code: "US" },
          },
        }),
      ];
    }
    if (types === "address" && q?.startsWith("12 Derby")) {
      features = [
        feature({
          feature_type: "address",
          name: "12 Derby Street",
          full_address: "12 Derby Street, Salem, Massachusetts 01970, United States",
          context: {
            address: { name: "12 Derby Street" },
            postcode: { name: "01970" },
            place: { name: "Salem" },
            region: { region_code: "MA" },
            country: { country_code: "US" },
          },
        }),
        feature({
          feature_type: "address",
          name: "12 Derby Road",
          context: { region: { region_code: "ON" }, country: { country_code: "CA" } },
        }),
      ];
    }
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ type: "FeatureCollection", features }));
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("Mapbox adapter", () => {
  const geocoder = () => mapboxGeocoder({ token: "pk.test", baseUrl, fallback: offlineAddressLookup });

  it("looks a ZIP up restricted to the US, with the token", async () => {
    expect(await geocoder().postalCode("01970")).toEqual({ postalCode: "01970", city: "Salem", zone: "MA" });
    const request = requests.at(-1)!;
    expect(request.pathname).toBe("/search/geocode/v6/forward");
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      q: "01970",
      country: "us",
      types: "postcode",
      access_token: "pk.test",
    });
  });

  it("answers null for a ZIP Mapbox does not know, and uses the offline table when Mapbox fails", async () => {
    expect(await geocoder().postalCode("99999")).toBeNull();
    failNext = true;
    expect(await geocoder().postalCode("04101")).toEqual({ postalCode: "04101", city: "Portland", zone: "ME" });
    const wrongToken = mapboxGeocoder({ token: "bad", baseUrl, fallback: offlineAddressLookup });
    expect(await wrongToken.postalCode("02108")).toMatchObject({ city: "Boston" });
  });

  it("suggests US street addresses only", async () => {
    const suggestions = await geocoder().suggest("12 Derby", 5);
    expect(suggestions).toEqual([
      {
        line1: "12 Derby Street",
        city: "Salem",
        zone: "MA",
        postalCode: "01970",
        label: "12 Derby Street, Salem, Massachusetts 01970, United States",
      },
    ]);
    expect(requests.at(-1)!.searchParams.get("country")).toBe("us");
    // what the user picks is stored on the account: permanent geocoding
    expect(requests.at(-1)!.searchParams.get("permanent")).toBe("true");
    expect(await geocoder().suggest("12", 5)).toEqual([]);
  });

  it("is chosen by MAPBOX_TOKEN", () => {
    const config = loadConfig({ NODE_ENV: "test", MAPBOX_TOKEN: "pk.test", MAPBOX_API_URL: baseUrl });
    expect(addressLookupFor(config).provider).toBe("mapbox");
  });
});
