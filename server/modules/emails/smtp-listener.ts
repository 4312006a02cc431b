import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { systemCtx, type Runtime } from "../../lib/context.ts";
import { agencyOfAddress } from "./inbound-settings.service.ts";
import { storeInbound } from "./inbound-store.service.ts";
import { scanMessageId } from "./mail-parse.ts";

/**
 * The embedded inbound SMTP listener (ADR 067): the channel that works on a fresh machine with
 * nothing configured. A recipient is accepted only when it is an agency's inbound address (any
 * plus-tag); the message is stored like a webhook's (raw MIME, durable) before the 250 answer.
 * One message goes to one agency: the first accepted recipient's (Cara's addresses are one per
 * agency; a message to two agencies arrives twice, once per RCPT in a separate transaction).
 */

export interface InboundSmtpListener {
  port: number;
  close(): Promise<void>;
}

interface Session extends SMTPServerSession {
  agencyId?: string;
}

class SmtpError extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

export async function startInboundSmtp(
  runtime: Runtime,
  options: { port?: number; host?: string } = {},
): Promise<InboundSmtpListener> {
  const maxBytes = Math.floor(runtime.config.INBOUND_EMAIL_MAX_MB * 1024 * 1024);
  const log = runtime.log.child({ channel: "inbound-smtp" });
  const server = new SMTPServer({
    name: runtime.config.INBOUND_EMAIL_DOMAIN,
    banner: "Cara inbound mail",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: maxBytes,
    logger: false,
    maxClients: 50,
    socketTimeout: 60_000,
    onRcptTo(address, session: Session, callback) {
      if (session.agencyId) return callback(); // the message already has its agency
      agencyOfAddress(systemCtx(runtime), address.address)
        .then((agencyId) => {
          if (!agencyId) return callback(new SmtpError(`5.1.1 <${address.address}>: no such mailbox here`, 550));
          session.agencyId = agencyId;
          callback();
        })
        .catch((error: unknown) => {
          log.error("Inbound SMTP recipient check failed", { error });
          callback(new SmtpError("4.3.0 Try again later", 451));
        });
    },
    onData(stream: SMTPServerDataStream, session: Session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on("end", () => {
        if (stream.sizeExceeded || size > maxBytes) {
          return callback(new SmtpError(`5.3.4 Message larger than ${runtime.config.INBOUND_EMAIL_MAX_MB} MB`, 552));
        }
        const raw = Buffer.concat(chunks);
        const agencyId = session.agencyId;
        if (!agencyId) return callback(new SmtpError("5.5.1 No valid recipient", 554));
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        storeInbound(runtime, {
          agencyId,
          provider: "SMTP",
          contentType: "message/rfc822",
          raw,
          messageId: scanMessageId(raw),
          envelope: { from: from.toLowerCase(), to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()) },
        })
          .then((result) => {
            log.info("Inbound SMTP message", { agencyId, outcome: result.outcome, bytes: raw.byteLength });
            callback(null, result.outcome === "duplicate" ? "Already received" : "Queued");
          })
          .catch((error: unknown) => {
            log.error("Inbound SMTP message could not be stored", { error });
            callback(new SmtpError("4.3.0 Could not store the message; try again later", 451));
          });
      });
    },
  });
  server.on("error", (error) => log.warn("Inbound SMTP listener error", { error }));
  const port = options.port ?? runtime.config.INBOUND_SMTP_PORT;
  const host = options.host ?? runtime.config.INBOUND_SMTP_HOST;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once("error", onError);
    server.listen(port, host, () => {
      server.server.off("error", onError);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  log.info(`Inbound SMTP listening on ${host}:${bound}`);
  return {
    port: bound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
