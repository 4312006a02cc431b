import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, configSchema, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has a default for every setting: embedded database, outbox mail, port 3000", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.devMailbox).toBe(true);
    expect(config.WORKER).toBe("inline");
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.isProduction).toBe(false);
  });

  it("switches engines by setting alone", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://cara@db.internal:5432/cara",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      APP_URL: "https://app.example.com/",
      PORT: "8080",
      NODE_ENV: "production",
    });
    expect(config.DATABASE_URL).toBe("postgres://cara@db.internal:5432/cara");
    expect(config.devMailbox).toBe(false);
    expect(config.appUrl).toBe("https://app.example.com");
    expect(config.PORT).toBe(8080);
    expect(config.isProduction).toBe(true);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: " " }).devMailbox).toBe(true);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/cara" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ WORKER: "sometimes" }, "WORKER"],
    [{ SECRET_KEY: "short" }, "SECRET_KEY"],
    [{ DOCS_URL: "not a url" }, "DOCS_URL"],
    [{ CARA_MODEL: "gpt-4o" }, "CARA_MODEL"],
    [{ CARA_MODEL: "openai-compatible:localhost:11434" }, "CARA_MODEL"],
    [{ CARA_MODEL: "openai-compatible:ftp://host#llama" }, "CARA_MODEL"],
    [{ CARA_MODEL: "openai:gpt-4o" }, "OPENAI_API_KEY"],
    [{ CARA_MODEL: "anthropic:claude-sonnet-4-5" }, "ANTHROPIC_API_KEY"],
  ])("stops on a wrong value and names the setting (%o)", (env, setting) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).message).toContain(`${setting}:`);
    }
  });

  it("reads Cara's model: offline by default, a provider with its key", () => {
    expect(loadConfig({}).CARA_MODEL).toBe("offline");
    expect(loadConfig({ CARA_MODEL: "openai:gpt-4o", OPENAI_API_KEY: "sk-test" }).CARA_MODEL).toBe("openai:gpt-4o");
    expect(loadConfig({ CARA_MODEL: "openai-compatible:http://127.0.0.1:11434/v1#llama3.1" }).CARA_MODEL).toBe(
      "openai-compatible:http://127.0.0.1:11434/v1#llama3.1",
    );
  });

  it("is documented: the README's configuration table lists every setting", () => {
    const readme = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "../README.md"), "utf8");
    for (const setting of Object.keys(configSchema.shape)) expect(readme).toContain(`| \`${setting}\` |`);
  });
});
