import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Delivered = { to: string[]; subject: string; text: string; headers: string; raw: string };

// A real SMTP server (the smtp-server package) on a loopback port that keeps what it accepts,
// decoded as the recipient's mail program would show it. `refuseNext(n)` answers the next n
// messages with a temporary failure (451), as a busy server does.
export async function startSmtpServer() {
  const delivered: Delivered[] = [];
  let refusals = 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts++;
        if (refusals > 0) {
          refusals--;
          return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parse(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    attempts: () => attempts,
    refuseNext: (n: number) => void (refusals = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parse(raw: string): { subject: string; text: string; headers: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  let text = raw.slice(split + 4).replace(/\r\n$/, "");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    text = Buffer.from(text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
  } else if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    text = Buffer.from(text, "base64").toString("utf8");
  }
  const subjectLine = /^subject: (.*)$/im.exec(headers)?.[1] ?? "";
  return { subject: decodeWords(subjectLine), text: text.replace(/\r\n/g, "\n"), headers };
}

// RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}
