import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { startFakeS3Server, type FakeS3Server } from "#tests/support/fake-s3-server.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "./logger.ts";
import { createProvider, defineProvider, describeProvider, usesProduction } from "./provider.ts";
import { allProviders } from "../runtime.ts";

const log = createLogger("error");

describe("defineProvider", () => {
  const greeter = defineProvider<{ hello(): string }>({
    name: "greeter",
    configKeys: ["MAPBOX_TOKEN", "SMTP_URL"],
    implementations: { local: "offline", production: "online" },
    local: () => ({ hello: () => "local" }),
    production: (config) => ({ hello: () => `production ${config.MAPBOX_TOKEN}` }),
  });

  it("chooses production only when every setting is set", () => {
    const none = loadConfig({ NODE_ENV: "test" });
    const one = loadConfig({ NODE_ENV: "test", MAPBOX_TOKEN: "pk.one" });
    const both = loadConfig({ NODE_ENV: "test", MAPBOX_TOKEN: "pk.one", SMTP_URL: "smtp://localhost:2525" });
    expect(createProvider(greeter, none, { log }).hello()).toBe("local");
    expect(usesProduction(greeter, one)).toBe(false);
    expect(createProvider(greeter, both, { log }).hello()).toBe("production pk.one");
    expect(describeProvider(greeter, both)).toBe("greeter: online");
  });

  it("refuses a provider that names no setting", () => {
    expect(() =>
      defineProvider({
        name: "x",
        configKeys: [],
        implementations: { local: "a", production: "b" },
        local: () => 1,
        production: () => 2,
      }),
    ).toThrow(/names no setting/);
  });
});

describe("the runtime's providers", () => {
  let s3: FakeS3Server;
  const S3 = { bucket: "cara-files", accessKeyId: "AKIATESTKEY", secretAccessKey: "test-secret", region: "us-east-1" };
  let runtime: TestRuntime;
  beforeAll(async () => {
    s3 = await startFakeS3Server(S3);
  });
  afterAll(async () => {
    await runtime?.close();
    await s3?.close();
  });

  it("are local by default", async () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(allProviders.map((provider) => describeProvider(provider, config))).toEqual([
      "mail: outbox",
      "billing: local",
      "files: disk",
      "addresses: offline",
    ]);
  });

  it("are the production ones the settings name, on the Runtime", async () => {
    runtime = await startTestRuntime({
      env: {
        MAPBOX_TOKEN: "pk.test",
        S3_BUCKET: S3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: S3.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      },
    });
    expect(runtime.files.kind).toBe("s3");
    expect(runtime.addresses.provider).toBe("mapbox");
    expect(runtime.billing.name).toBe("local");
    expect(runtime.mailTransport.kind).toBe("outbox");
  });
});
