import { createSign, generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { agencyCtxFor } from "#tests/setup/agency-ctx.ts";
import { startTestRuntime, startTestServer, type TestRuntime, type TestServer } from "#tests/setup/test-runtime.ts";
import { listAuditEntries } from "../audit/audit.service.ts";
import { emailMessages, emailThreads } from "./email-threads.table.ts";
import { mailgunSignature, SENDGRID_SIGNATURE_HEADER, SENDGRID_TIMESTAMP_HEADER } from "./email-webhooks.ts";
import { inboundMessageOf } from "./inbound-message.service.ts";
import { regenerateInboundSecret, setInboundProviderKey } from "./inbound-settings.service.ts";
import { inboundRows, sample, settledMessage, webhookPaths } from "./inbound-test-support.ts";

/**
 * Each provider's inbound webhook over real HTTP to the app (ADR 067), against the reference
 * samples and bodies built in the provider's documented shapes: authentication refused with the
 * status that stops the provider's retries, the raw body stored before the answer, a redelivery
 * stored once, and the message read into its thread.
 */

let runtime: TestRuntime;
let server: TestServer;

beforeAll(async () => {
  runtime = await startTestRuntime({ work: true });
  server = await startTestServer(runtime);
});
afterAll(async () => {
  await server?.close();
  await runtime?.close();
});

async function newAgency() {
  const agency = await buildAgency(runtime.system, { subscription: { plan: "PRO" } });
  const user = await buildAgencyUser(runtime.system, agency.id, {
    email: `staff-${agency.id.slice(0, 6)}@harborpoint.example.test`,
  });
  const ctx = agencyCtxFor(runtime, user);
  return { agency, user, ctx, paths: await webhookPaths(ctx) };
}

const post = async (path: string, body: Buffer | string, headers: Record<string, string>) => {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
};

const basic = (password: string) => `Basic ${Buffer.from(`postmark:${password}`).toString("base64")}`;

describe("Postmark inbound", () => {
  it("answers 403 to wrong credentials and stores nothing; stores the sample before its 200 and reads it into a thread", async () => {
    const { agency, ctx, paths } = await newAgency();
    const body = sample("postmark-inbound.json");
    const wrong = await post(paths.postmark.path, body, {
      "content-type": "application/json",
      authorization: basic("not-the-secret"),
    });
    expect(wrong.status).toBe(403);
    const none = await post(paths.postmark.path, body, { "content-type": "application/json" });
    expect(none.status).toBe(403);
    expect(await inboundRows(runtime.system, agency.id)).toHaveLength(0);

    const ok = await post(paths.postmark.path, body, {
      "content-type": "application/json",
      authorization: basic(paths.postmark.secret),
    });
    expect(ok).toEqual({ status: 200, json: { received: true, duplicate: false } });
    // durable before the answer: the row is there the moment the 200 is
    const rows = await inboundRows(runtime.system, agency.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dedupKey).toBe("mid:<CAF9xq3=R8nD4sYh@mail.clientmail.example.test>");
    expect(Buffer.compare(rows[0]!.raw, body)).toBe(0);

    const [{ message, thread }] = (await settledMessage(runtime.system, agency.id)) as [
      { message: typeof emailMessages.$inferSelect; thread: typeof emailThreads.$inferSelect },
    ];
    expect(message.senderEmail).toBe("dana.whitfield@clientmail.example.test");
    expect(message.body).toContain("The landlord is Bayview Commons LLC, 40 Pier Rd");
    expect(message.body).not.toContain("happy to help"); // the quoted history is apart
    expect(message.quotedText).toContain("happy to help");
    expect(message.cc).toEqual([{ address: "marco.ruiz@bayviewcommons.example.test", name: "Marco Ruiz" }]);
    expect(message.inReplyTo).toBe("<0b9e4c1a-5d2f-4e8b-9a61-3c7d2e1f8a40@mail.harborpoint.example.test>");
    expect(message.authentication).toMatchObject({ spf: "pass", dkim: "pass", dmarc: "pass" });
    expect(message.automated).toEqual({ automated: false });
    expect(message.triageStatus).toBe("TRIAGED"); // triage ran in its job (ADR 070)
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({ name: "lease-page.pdf", contentType: "application/pdf" });
    expect(message.attachments[0]!.fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(message.attachments[0]!.text).toContain("Landlord: Bayview Commons LLC, 40 Pier Rd");
    expect(thread.subject).toBe("Re: COI needed for new lease - Whitfield Bakery");
    expect(thread.token).toMatch(/^th_[a-z0-9]{10}$/);
    expect(thread.waitingFor).toBe("AGENT");
    // what triage reads: the channel-neutral shape of domain/inbound-message.ts
    const inbound = await inboundMessageOf(ctx, message.id);
    expect(inbound).toMatchObject({
      channel: "EMAIL",
      agencyId: agency.id,
      threadId: thread.id,
      from: { address: "dana.whitfield@clientmail.example.test", name: "Dana Whitfield" },
      automated: { automated: false },
      authentication: { dmarc: "pass" },
    });
    expect(inbound!.text).toContain("The landlord is Bayview Commons LLC");
    expect(inbound!.attachments[0]!.text).toContain("Bayview Commons LLC");

    const again = await post(paths.postmark.path, body, {
      "content-type": "application/json",
      authorization: basic(paths.postmark.secret),
    });
    expect(again).toEqual({ status: 200, json: { received: true, duplicate: true } });
    expect(await inboundRows(runtime.system, agency.id)).toHaveLength(1);
  }, 120_000);

  it("refuses the old secret once it is regenerated, and audits the change", async () => {
    const { agency, ctx, paths } = await newAgency();
    await regenerateInboundSecret(ctx, "POSTMARK");
    const fresh = await webhookPaths(ctx);
    expect(fresh.postmark.secret).not.toBe(paths.postmark.secret);
    const body = sample("postmark-inbound.json");
    const old = await post(paths.postmark.path, body, {
      "content-type": "application/json",
      authorization: basic(paths.postmark.secret),
    });
    expect(old.status).toBe(403);
    const ok = await post(fresh.postmark.path, body, {
      "content-type": "application/json",
      authorization: basic(fresh.postmark.secret),
    });
    expect(ok.status).toBe(200);
    const audit = await listAuditEntries(ctx);
    expect(audit.find((entry) => entry.action === "email_inbound.secret_regenerated")).toMatchObject({
      data: { provider: "POSTMARK" },
      agencyId: agency.id,
    });
  });
});

describe("SendGrid Inbound Parse", () => {
  const multipart = sample("sendgrid-parse.multipart.txt");
  const contentType = "multipart/form-data; boundary=xYzZY";

  it("refuses a wrong URL key; reads the parsed-mode sample (headers, charsets, the PDF part)", async () => {
    const { agency, paths } = await newAgency();
    const wrongPath = paths.sendgrid.path.replace(/[^/]+$/, "not-the-key-0000000000000000");
    expect((await post(wrongPath, multipart, { "content-type": contentType })).status).toBe(403);
    expect(await inboundRows(runtime.system, agency.id)).toHaveLength(0);
    const ok = await post(paths.sendgrid.path, multipart, { "content-type": contentType });
    expect(ok.status).toBe(200);
    const [{ message }] = await settledMessage(runtime.system, agency.id);
    expect(message!.rfcMessageId).toBe("<CAF9xq3=R8nD4sYh@mail.clientmail.example.test>");
    expect(message!.senderEmail).toBe("dana.whitfield@clientmail.example.test");
    expect(message!.body).toContain("The landlord is Bayview Commons LLC");
    expect(message!.quotedText).toContain("Please send the landlord's exact legal name");
    expect(message!.references).toEqual([
      "<CAF9xq3=kT7pQ2mWv@mail.clientmail.example.test>",
      "<0b9e4c1a-5d2f-4e8b-9a61-3c7d2e1f8a40@mail.harborpoint.example.test>",
    ]);
    expect(message!.attachments[0]).toMatchObject({ name: "lease-page.pdf" });
    expect(message!.attachments[0]!.text).toContain("Bayview Commons LLC");
  });

  it("decodes text in the charset SendGrid names, and reads raw mode's MIME", async () => {
    const { agency, paths } = await newAgency();
    const boundary = "sgRawTest";
    const part = (name: string, value: Buffer | string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.isBuffer(value) ? value : Buffer.from(value),
        Buffer.from("\r\n"),
      ]);
    // parsed mode, text in ISO-8859-1 as the charsets field says
    const parsed = Buffer.concat([
      part(
        "headers",
        "From: José Peña <jose@clientmail.example.test>\r\nTo: x@inbound.cara.localhost\r\nSubject: Póliza\r\nMessage-ID: <latin1-1@clientmail.example.test>\r\n",
      ),
      part("text", Buffer.from("Necesito el certificado para la póliza, señor.", "latin1")),
      part("subject", Buffer.from("Póliza", "latin1")),
      part("charsets", JSON.stringify({ text: "iso-8859-1", subject: "iso-8859-1" })),
      part("envelope", JSON.stringify({ to: ["x@inbound.cara.localhost"], from: "jose@clientmail.example.test" })),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    expect(
      (await post(paths.sendgrid.path, parsed, { "content-type": `multipart/form-data; boundary=${boundary}` })).status,
    ).toBe(200);
    // raw mode: the whole MIME message in `email`
    const raw = Buffer.concat([
      part("email", sample("raw-reply.eml")),
      part(
        "envelope",
        JSON.stringify({
          to: ["service+th_8f3a2c91@mail.harborpoint.example.test"],
          from: "dana.whitfield@clientmail.example.test",
        }),
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    expect(
      (await post(paths.sendgrid.path, raw, { "content-type": `multipart/form-data; boundary=${boundary}` })).status,
    ).toBe(200);
    const messages = await settledMessage(runtime.system, agency.id, 2);
    const latin = messages.find((m) => m.message.rfcMessageId === "<latin1-1@clientmail.example.test>")!.message;
    expect(latin.body).toBe("Necesito el certificado para la póliza, señor.");
    expect(latin.subject).toBe("Póliza");
    expect(latin.senderName).toBe("José Peña");
    const mime = messages.find(
      (m) => m.message.rfcMessageId === "<CAF9xq3=R8nD4sYh@mail.clientmail.example.test>",
    )!.message;
    expect(mime.body).toContain("Marco (cc'd) manages the property.");
    expect(mime.attachments[0]!.text).toContain("Bayview Commons LLC");
  });

  it("with a security policy's public key: a valid ECDSA signature passes; missing, wrong, tampered, stale and replayed ones are refused", async () => {
    const { agency, ctx, paths } = await newAgency();
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const der = publicKey.export({ format: "der", type: "spki" }).toString("base64");
    await setInboundProviderKey(ctx, "SENDGRID", der);
    const sign = (timestamp: string, body: Buffer, key = privateKey) => {
      const signer = createSign("sha256");
      signer.update(Buffer.concat([Buffer.from(timestamp), body]));
      return signer.sign(key).toString("base64");
    };
    const now = () => String(Math.floor(runtime.now().getTime() / 1000));
    const headers = (timestamp: string, signature: string) => ({
      "content-type": contentType,
      [SENDGRID_TIMESTAMP_HEADER]: timestamp,
      [SENDGRID_SIGNATURE_HEADER]: signature,
    });
    expect((await post(paths.sendgrid.path, multipart, { "content-type": contentType })).status).toBe(403);
    const other = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey;
    let t = now();
    expect((await post(paths.sendgrid.path, multipart, headers(t, sign(t, multipart, other)))).status).toBe(403);
    const tampered = Buffer.from(multipart.toString("latin1").replace("Bayview", "Baywatch"), "latin1");
    expect((await post(paths.sendgrid.path, tampered, headers(t, sign(t, multipart)))).status).toBe(403);
    const stale = String(Number(t) - 3600);
    expect((await post(paths.sendgrid.path, multipart, headers(stale, sign(stale, multipart)))).status).toBe(403);
    expect(await inboundRows(runtime.system, agency.id)).toHaveLength(0);
    t = now();
    const signature = sign(t, multipart);
    expect((await post(paths.sendgrid.path, multipart, headers(t, signature))).status).toBe(200);
    const replay = await post(paths.sendgrid.path, multipart, headers(t, signature));
    expect(replay.status).toBe(403);
    expect(await inboundRows(runtime.system, agency.id)).toHaveLength(1);
  });
});

describe("Mailgun routes", () => {
  const KEY = "test-signing-key-0123456789abcdef";
  const body = sample("mailgun-route.form.txt").toString("utf8");

  it("computes the reference test vector", () => {
    expect(mailgunSignature(KEY, "1763390490", "c2f1b0e9a8d74f6e5b4a3928171605f4e3d2c1b0a9f8e7d6c5")).toBe(
      "1d6306306d9f9ff97a98bfe83b733691560a3303885c0d1bd92e624c5641913c",
    );
  });

  it("accepts the signed sample once; refuses a wrong signature, a stale timestamp, a replayed token and a missing key", async () => {
    const { agency, ctx, paths } = await newAgency();
    const form = { "content-type": "application/x-www-form-urlencoded" };
    runtime.clock.set(new Date(1763390490 * 1000 + 30_000));
    try {
      expect((await post(paths.mailgun.path, body, form)).status).toBe(503); // no key yet: Mailgun retries
      await setInboundProviderKey(ctx, "MAILGUN", "wrong-key-0123456789abcdef");
      expect((await post(paths.mailgun.path, body, form)).status).toBe(406);
      await setInboundProviderKey(ctx, "MAILGUN", KEY);
      const forged = body.replace(/signature=[0-9a-f]+/, `signature=${"0".repeat(64)}`);
      expect((await post(paths.mailgun.path, forged, form)).status).toBe(406);
      expect(await inboundRows(runtime.system, agency.id)).toHaveLength(0);
      expect(await post(paths.mailgun.path, body, form)).toEqual({
        status: 200,
        json: { received: true, duplicate: false },
      });
      expect((await post(paths.mailgun.path, body, form)).status).toBe(406); // the same token again
      runtime.clock.set(new Date(1763390490 * 1000 + 3600_000));
      const token = "d".repeat(50);
      const staleBody = body
        .replace(/token=[0-9a-f]+/, `token=${token}`)
        .replace(/signature=[0-9a-f]+/, `signature=${mailgunSignature(KEY, "1763390490", token)}`);
      expect((await post(paths.mailgun.path, staleBody, form)).status).toBe(406);
    } finally {
      runtime.clock.reset();
    }
    expect(await inboundRows(runtime.system, agency.id)).toHaveLength(1);
    const [{ message }] = await settledMessage(runtime.system, agency.id);
    expect(message!.rfcMessageId).toBe("<CAF9xq3=kT7pQ2mWv@mail.clientmail.example.test>");
    expect(message!.body).toContain("Our new landlord needs a certificate of insurance");
    expect(message!.body).toContain("Policy HPA-2231907.");
  });

  it("reads Mailgun's raw MIME (body-mime) with attachments as multipart", async () => {
    const { agency, ctx, paths } = await newAgency();
    await setInboundProviderKey(ctx, "MAILGUN", KEY);
    const timestamp = String(Math.floor(runtime.now().getTime() / 1000));
    const token = "e".repeat(50);
    const boundary = "mgMime";
    const part = (name: string, value: Buffer | string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.isBuffer(value) ? value : Buffer.from(value),
        Buffer.from("\r\n"),
      ]);
    const form = Buffer.concat([
      part("recipient", "service@harborpoint.example.test"),
      part("sender", "dana.whitfield@clientmail.example.test"),
      part("body-mime", sample("raw-reply.eml")),
      part("timestamp", timestamp),
      part("token", token),
      part("signature", mailgunSignature(KEY, timestamp, token)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    expect(
      (await post(`${paths.mailgun.path}/mime`, form, { "content-type": `multipart/form-data; boundary=${boundary}` }))
        .status,
    ).toBe(200);
    const [{ message }] = await settledMessage(runtime.system, agency.id);
    expect(message!.attachments[0]!.text).toContain("Bayview Commons LLC");
  });
});

describe("raw MIME by POST", () => {
  it("needs the bearer secret; stores the message as it came", async () => {
    const { agency, paths } = await newAgency();
    const raw = sample("raw-reply.eml");
    expect((await post(paths.raw.path, raw, { "content-type": "message/rfc822" })).status).toBe(403);
    expect(
      (await post(paths.raw.path, raw, { "content-type": "message/rfc822", authorization: "Bearer nope" })).status,
    ).toBe(403);
    const ok = await post(paths.raw.path, raw, {
      "content-type": "message/rfc822",
      authorization: `Bearer ${paths.raw.secret}`,
    });
    expect(ok.status).toBe(200);
    const [{ message }] = await settledMessage(runtime.system, agency.id);
    expect(message!.html).toContain("Bayview Commons LLC");
    expect(message!.html).not.toContain("<script");
  });

  it("an unknown agency token is 404 for raw, 403 for Postmark", async () => {
    expect(
      (await post("/webhooks/email-raw/AAAAAAAAAAAAAAAAAAAAAAAA", "x", { authorization: "Bearer x" })).status,
    ).toBe(403);
    expect((await post("/webhooks/email-nope/AAAAAAAAAAAAAAAAAAAAAAAA", "x", {})).status).toBe(404);
  });
});

describe("bad bodies through the webhooks", () => {
  it("a broken Postmark JSON, a broken SendGrid form and garbage by raw POST are answered 200, kept with their reason on a thread; the next good message is still read and triaged", async () => {
    const { agency, paths } = await newAgency();
    const answers = [
      await post(paths.postmark.path, '{"From": "x@y.test", "TextBody": ', {
        "content-type": "application/json",
        authorization: basic(paths.postmark.secret),
      }),
      await post(`${paths.sendgrid.path}`, "--nope\r\nthis is not a form", {
        "content-type": "multipart/form-data; boundary=b0undary",
        authorization: basic(paths.sendgrid.secret),
      }),
      await post(paths.raw.path, Buffer.from([0, 1, 2, 3, 255, 254, 10, 13]), {
        "content-type": "message/rfc822",
        authorization: `Bearer ${paths.raw.secret}`,
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const good = await post(paths.raw.path, sample("raw-reply.eml"), {
      "content-type": "message/rfc822",
      authorization: `Bearer ${paths.raw.secret}`,
    });
    expect(good.status).toBe(200);
    const messages = await settledMessage(runtime.system, agency.id, 4);
    const bad = messages.filter((m) => m.message.parseStatus === "FAILED");
    expect(bad).toHaveLength(3);
    for (const { message, thread } of bad) {
      expect(message.parseFailureReason).toMatch(/\w+/);
      expect(message.triageStatus).toBe("UNREADABLE");
      expect(thread.subject).toBe("(unreadable message)");
      expect(thread.waitingFor).toBe("AGENT");
    }
    const read = messages.find((m) => m.message.parseStatus !== "FAILED")!;
    expect(read.message.body).toContain("Bayview Commons LLC");
    expect(read.message.triageStatus).toBe("TRIAGED");
  }, 120_000);
});
