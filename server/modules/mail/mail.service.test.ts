import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAgency, buildAgencyUser } from "#server/seed/agency.factory.ts";
import { startTestRuntime, type TestRuntime } from "#tests/setup/test-runtime.ts";
import { inTransaction } from "../../lib/context.ts";
import { requestSignInCode } from "../identity/sign-in.service.ts";
import { listMailbox, sendMail } from "./mail.service.ts";
import { mailMessages } from "./mail.table.ts";

describe("outbox (no SMTP server configured)", () => {
  let runtime: TestRuntime;
  beforeAll(async () => {
    runtime = await startTestRuntime({ work: true });
  });
  afterAll(() => runtime.close());

  it("keeps every message, delivers it through the mail.send job, and lists newest first", async () => {
    expect(runtime.mailTransport.kind).toBe("outbox");
    const first = await inTransaction(runtime.system, (ctx) =>
      sendMail(ctx, { to: "a@x.test", subject: "First", text: "one" }),
    );
    const second = await inTransaction(runtime.system, (ctx) =>
      sendMail(ctx, { to: "b@x.test", subject: "Second", text: "two" }),
    );
    await expect
      .poll(
        async () => (await runtime.db.select().from(mailMessages).where(eq(mailMessages.id, second.id)))[0]?.status,
        { timeout: 15_000 },
      )
      .toBe("SENT");
    const mailbox = await listMailbox(runtime);
    expect(mailbox.findIndex((m) => m.id === second.id)).toBeLessThan(mailbox.findIndex((m) => m.id === first.id));
    const [sent] = await runtime.db.select().from(mailMessages).where(eq(mailMessages.id, second.id));
    expect(sent).toMatchObject({ transport: "outbox", from: runtime.config.MAIL_FROM, to: "b@x.test", text: "two" });
    expect(sent!.sentAt).toBeInstanceOf(Date);
  });

  it("writes nothing when the surrounding transaction rolls back", async () => {
    await inTransaction(runtime.system, async (ctx) => {
      await sendMail(ctx, { to: "never@x.test", subject: "Rolled back", text: "gone" });
      throw new Error("roll back");
    }).catch(() => undefined);
    expect((await listMailbox(runtime)).some((m) => m.to === "never@x.test")).toBe(false);
    const jobs = await runtime.database.sql.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'messageId' not in (select id::text from mail_messages)",
    );
    expect(jobs.rows[0].n).toBe(0);
  });
});

describe("SMTP (SMTP_URL set)", () => {
  let runtime: TestRuntime;
  let smtp: SMTPServer;
  const received: Array<{ from: string; to: string[]; raw: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    runtime = await startTestRuntime({
      work: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Cara <codes@cara.test>" },
    });
  });
  afterAll(async () => {
    await runtime.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers a sign-in code over SMTP and then erases the code from the database", async () => {
    expect(runtime.config.devMailbox).toBe(false);
    const agency = await buildAgency(runtime.system);
    const user = await buildAgencyUser(runtime.system, agency.id);
    await requestSignInCode(
      { ...runtime.system, client: { ipAddress: "10.9.9.9", userAgent: null } },
      { email: user.email },
    );
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const message = received[0]!;
    expect(message.from).toBe("codes@cara.test");
    expect(message.to).toEqual([user.email]);
    const code = message.raw.match(/Subject: Your Cara sign-in code is (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(message.raw).toContain(`Your sign-in code is ${code}`);

    await expect.poll(async () => (await listMailbox(runtime))[0]?.status, { timeout: 10_000 }).toBe("SENT");
    const [stored] = await listMailbox(runtime);
    expect(stored).toMatchObject({ transport: "smtp", sensitive: true, text: "(erased after delivery)", html: null });
  });
});
