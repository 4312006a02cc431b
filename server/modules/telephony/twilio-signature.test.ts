import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { candidateUrls } from "./public-url.ts";
import { expectedSignature, parseForm, urlVariants, verifyTwilioSignature } from "./twilio-signature.ts";

// copies of the protocol notes' samples (shared/reference/protocols/samples): the repository must test without that folder
const SAMPLES = new URL("./samples/", import.meta.url);
const form = readFileSync(new URL("twilio-connect-action.form.txt", SAMPLES), "utf8");
const AUTH_TOKEN = "test_auth_token_0123456789abcdef";
const SHARED_KEY = "test_shared_key_secret_0123456789";
const ACTION_URL = "https://voice.example.test/twilio/connect-action?agentId=agt_01";
const RELAY_URL = "wss://voice.example.test/relay?agentId=agt_01";

const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];

describe("Twilio signatures (reference §2 vectors, computed with twilio@6.3.1)", () => {
  it("signs the action callback form with the auth token (HMAC-SHA1)", () => {
    expect(expectedSignature(AUTH_TOKEN, ACTION_URL, parseForm(form))).toBe("no1PRylgLUdATJFM707LKdCd370=");
  });

  it("signs the same form with a SharedKey (HMAC-SHA256)", () => {
    expect(expectedSignature(SHARED_KEY, ACTION_URL, parseForm(form), "sha256")).toBe(
      "UTZ4ROfQYYLAa6q0gFIBo9hAQVqaxxPISxA1MV6g4gY=",
    );
  });

  it("signs a WebSocket upgrade over the URL alone", () => {
    expect(expectedSignature(AUTH_TOKEN, RELAY_URL, [])).toBe("Ad/8YXoIHre1G4drCuLXDz+9/js=");
  });

  it("accepts the right signature, refuses a wrong or missing one as the SDK does", () => {
    const secrets = { authToken: AUTH_TOKEN, sharedKeySecret: SHARED_KEY };
    const request = (values: Record<string, string>) => ({
      urls: [ACTION_URL],
      params: parseForm(form),
      header: headers(values),
    });
    expect(verifyTwilioSignature(request({ "x-twilio-signature": "no1PRylgLUdATJFM707LKdCd370=" }), secrets)).toEqual({
      ok: true,
      url: ACTION_URL,
      checked: true,
    });
    expect(
      verifyTwilioSignature(
        request({
          "x-twilio-signature": "UTZ4ROfQYYLAa6q0gFIBo9hAQVqaxxPISxA1MV6g4gY=",
          "x-twilio-webhooks-signature-settings": "key=KS01,algorithm=HMAC_SHA256",
        }),
        secrets,
      ).ok,
    ).toBe(true);
    // the SHA-1 signature under the SharedKey header, a tampered body, no signature, no SharedKey secret
    expect(
      verifyTwilioSignature(
        request({
          "x-twilio-signature": "no1PRylgLUdATJFM707LKdCd370=",
          "x-twilio-webhooks-signature-settings": "key=KS01,algorithm=HMAC_SHA256",
        }),
        secrets,
      ),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      verifyTwilioSignature(
        {
          ...request({ "x-twilio-signature": "no1PRylgLUdATJFM707LKdCd370=" }),
          params: parseForm(form.replace("143", "144")),
        },
        secrets,
      ),
    ).toMatchObject({ ok: false, status: 403 });
    expect(verifyTwilioSignature(request({}), secrets)).toMatchObject({ ok: false, status: 403 });
    expect(
      verifyTwilioSignature(
        request({
          "x-twilio-signature": "UTZ4ROfQYYLAa6q0gFIBo9hAQVqaxxPISxA1MV6g4gY=",
          "x-twilio-webhooks-signature-settings": "key=KS01,algorithm=HMAC_SHA256",
        }),
        { authToken: AUTH_TOKEN },
      ),
    ).toMatchObject({ ok: false, status: 500 });
  });

  it("accepts everything when no secret is configured (the embedded default)", () => {
    expect(verifyTwilioSignature({ urls: [ACTION_URL], params: [], header: headers({}) }, {})).toMatchObject({
      ok: true,
      checked: false,
    });
  });

  it("de-duplicates and sorts a repeated key's values", () => {
    const a = expectedSignature(AUTH_TOKEN, ACTION_URL, [
      ["b", "2"],
      ["a", "y"],
      ["a", "x"],
      ["a", "y"],
    ]);
    expect(a).toBe(
      expectedSignature(AUTH_TOKEN, ACTION_URL, [
        ["a", "x"],
        ["a", "y"],
        ["b", "2"],
      ]),
    );
  });

  it("tries the URL with and without its default port", () => {
    expect(urlVariants("https://voice.example.test/x?a=1")).toEqual([
      "https://voice.example.test/x?a=1",
      "https://voice.example.test:443/x?a=1",
    ]);
    const signed = expectedSignature(AUTH_TOKEN, "https://voice.example.test:443/x", []);
    expect(
      verifyTwilioSignature(
        { urls: ["https://voice.example.test/x"], params: [], header: headers({ "x-twilio-signature": signed }) },
        { authToken: AUTH_TOKEN },
      ).ok,
    ).toBe(true);
  });

  it("checks a JSON body through bodySHA256 in the URL", () => {
    const body = Buffer.from('{"hello":"world"}');
    const url = `https://voice.example.test/json?bodySHA256=${createHash("sha256").update(body).digest("hex")}`;
    const signature = expectedSignature(AUTH_TOKEN, url, []);
    const check = (raw: Buffer) =>
      verifyTwilioSignature(
        { urls: [url], params: [], rawBody: raw, header: headers({ "x-twilio-signature": signature }) },
        { authToken: AUTH_TOKEN },
      );
    expect(check(body).ok).toBe(true);
    expect(check(Buffer.from('{"hello":"there"}'))).toMatchObject({ ok: false, status: 403 });
  });
});

describe("the URL Twilio signed, rebuilt", () => {
  const path = "/webhooks/twilio/voice/tok?x=1";
  it("puts the configured APP_URL first, then the forwarded scheme and host, then Host", () => {
    const config = loadConfig({ APP_URL: "https://calls.example.test" });
    expect(
      candidateUrls(
        {
          pathAndQuery: path,
          headers: { host: "10.0.0.5:8080", "x-forwarded-proto": "https", "x-forwarded-host": "tunnel.example.test" },
          encrypted: false,
        },
        config,
      ),
    ).toEqual([
      `https://calls.example.test${path}`,
      `https://tunnel.example.test${path}`,
      `http://10.0.0.5:8080${path}`,
    ]);
  });

  it("gives a socket upgrade wss:// first, https:// after", () => {
    const config = loadConfig({});
    expect(
      candidateUrls(
        {
          pathAndQuery: "/ws/twilio/relay?agent=a",
          headers: { host: "h.test", "x-forwarded-proto": "https" },
          encrypted: false,
        },
        config,
        true,
      ),
    ).toEqual([
      "wss://h.test/ws/twilio/relay?agent=a",
      "https://h.test/ws/twilio/relay?agent=a",
      "ws://h.test/ws/twilio/relay?agent=a",
      "http://h.test/ws/twilio/relay?agent=a",
    ]);
  });
});
