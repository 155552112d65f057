import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll } from "vitest";
import { startInboundSmtp, type InboundListener } from "@/lib/mail/inbound-smtp";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { eventually } from "./eventually";
import { call } from "./http";
import { withSettings } from "./settings";
import { startSmtpServer, type Delivered } from "./smtp-server";

// The loop a test of mail coming in runs: a real SMTP server that keeps what the product sends, our
// own inbound SMTP listener (STARTTLS) that receives what people send back, and the queue's
// background work between them; started for the test file and stopped after it. The environment is
// set before the file starts its API server, which reads it. Call at the top level of the file.
export async function startMailLoop(options: { domain: string; maxMessageBytes?: number }) {
  const smtp = await startSmtpServer();
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  withSettings({ SMTP_URL: smtp.url, INBOUND_MAIL_DOMAIN: options.domain, INBOUND_MAIL_SECRET: secret, INBOUND_MAX_MESSAGE_BYTES: options.maxMessageBytes?.toString() });
  let listener: InboundListener | undefined;
  beforeAll(async () => {
    await startBackgroundWork();
    listener = await startInboundSmtp({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await listener?.close();
    await stopBackgroundWork();
    await smtp.close();
  });

  // a post as the mail provider signs it (Postmark's inbound shape), which may be sent more than once
  function signed(body: unknown, key = secret) {
    const text = JSON.stringify(body);
    const id = `msg_${randomBytes(6).toString("hex")}`;
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const signature = new Webhook(key).sign(id, at, text);
    return { id, at, text, headers: { "content-type": "application/json", "webhook-id": id, "webhook-timestamp": String(at.getTime() / 1000), "webhook-signature": signature } };
  }

  return {
    smtp,
    secret,
    // a sender's mail program, speaking SMTP to our listener
    smtpClient: () => nodemailer.createTransport({ host: "127.0.0.1", port: listener!.port, secure: false, requireTLS: true, tls: { rejectUnauthorized: false } }),
    // the first mail the product sent to this address (and matching), waited for across queue retries
    mailTo: (to: string, match: (m: Delivered) => boolean = () => true) =>
      eventually(async () => smtp.delivered.find((m) => m.to.includes(to) && match(m)), 90_000, `mail to ${to}`),
    signed,
    sendSigned: (post: { text: string; headers: Record<string, string> }) => call("POST", "/api/inbound-mail", { rawBody: post.text, headers: post.headers }),
  };
}
