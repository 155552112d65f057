import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { intakeAddressIn, intakeOrganizationOf } from "@/lib/server/intake/intake-address";
import { parseMime } from "@/lib/server/messages/parse-mime";
import { findRepliedMessage, receiveInboundMail } from "@/lib/server/messages/receive-mail";

export type InboundListener = { port: number; close(): Promise<void> };

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

// The inbound SMTP listener (docs/decisions/402): the MX of INBOUND_MAIL_DOMAIN delivers candidates'
// replies here. smtp-server speaks the protocol (STARTTLS, SIZE); we refuse a recipient without a
// known reply token or a job's intake address at RCPT (550), so mail for nobody is never even read, and a message over the
// size limit at DATA (552). A message is acknowledged once it is stored.
export async function startInboundSmtp(options: { port?: number; host?: string } = {}): Promise<InboundListener> {
  const settings = env();
  const log = logger().child({ component: "inbound-smtp" });
  const tls: Partial<SMTPServerOptions> =
    settings.INBOUND_SMTP_TLS_KEY && settings.INBOUND_SMTP_TLS_CERT
      ? { key: readFileSync(settings.INBOUND_SMTP_TLS_KEY), cert: readFileSync(settings.INBOUND_SMTP_TLS_CERT) }
      : {};
  const server = new SMTPServer({
    ...tls,
    name: new URL(settings.APP_URL ?? "http://localhost").hostname,
    banner: "replies to candidates' conversations and applications by e-mail",
    size: settings.INBOUND_MAX_MESSAGE_BYTES,
    authOptional: true,
    disabledCommands: ["AUTH"],
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    async onRcptTo(address, _session, callback) {
      try {
        if (await findRepliedMessage([address.address])) return callback();
        // a job's intake address (docs/decisions/498) is taken when it names an organization, which
        // answers for it; one that names none is refused here, so no reply goes to a forged sender
        const intake = intakeAddressIn([address.address]);
        if (intake && (await intakeOrganizationOf(intake))) return callback();
        callback(smtpError(550, intake ? "This address is not taking applications" : "No such conversation"));
      } catch {
        callback(smtpError(451, "Try again later"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(smtpError(552, `Message larger than ${settings.INBOUND_MAX_MESSAGE_BYTES} bytes`));
          return;
        }
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        // MAIL FROM:<> (bounces, automatic replies) is the null sender: never answered
        const mailFrom = session.envelope.mailFrom;
        parseMime(Buffer.concat(chunks), recipients, mailFrom ? mailFrom.address : "")
          .then((mail) => receiveInboundMail(mail))
          .then((result) => {
            log.info({ status: result.status }, "inbound mail");
            callback();
          })
          .catch((error: Error) => {
            log.error({ err: error.message }, "inbound mail could not be stored");
            callback(smtpError(451, "Could not store the message; try again later"));
          });
      });
    },
  });
  server.on("error", (error) => log.error({ err: error.message }, "inbound SMTP listener error"));
  const port = options.port ?? settings.INBOUND_SMTP_PORT ?? 0;
  const host = options.host ?? settings.INBOUND_SMTP_HOST;
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  log.info({ port: bound, host }, "inbound SMTP listener started");
  return { port: bound, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
