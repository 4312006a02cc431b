import nodemailer from "nodemailer";
import type { Logger } from "../../lib/logger.ts";
import { defineProvider } from "../../lib/provider.ts";

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** A reply's threading (issue 30): its own Message-ID with angle brackets, In-Reply-To, References, extra headers. */
  messageId?: string;
  inReplyTo?: string | null;
  references?: string[];
  headers?: Record<string, string>;
}

/** Where outbound mail goes: the stored outbox (dev mailbox) or an SMTP server. */
export interface MailTransport {
  kind: "outbox" | "smtp";
  deliver(message: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** Embedded default: the message stays in the outbox table (shown at /dev/mailbox) and is printed to the log. */
export function createOutboxTransport(log: Logger): MailTransport {
  return {
    kind: "outbox",
    async deliver(message) {
      log.info(`Mail to ${message.to}: ${message.subject}\n${message.text}\n`, { mailId: message.id });
    },
    async close() {},
  };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        messageId: message.messageId ?? `<${message.id}@cara>`,
        inReplyTo: message.inReplyTo ?? undefined,
        references: message.references?.length ? message.references : undefined,
        headers: message.headers,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

/** SMTP when SMTP_URL is set, else the outbox shown at /dev/mailbox (ADR 015). */
export const mailTransportProvider = defineProvider<MailTransport>({
  name: "mail",
  configKeys: ["SMTP_URL"],
  implementations: { local: "outbox", production: "smtp" },
  local: (_config, { log }) => createOutboxTransport(log),
  production: (config) => createSmtpTransport(config.SMTP_URL!),
});
