import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export type ReceivedMail = { to: string[]; headers: string; text: string };

// A minimal SMTP server on a loopback port that keeps what it receives: enough of RFC 5321 for
// nodemailer (no TLS, no auth, no pipelining), so tests can read mail as its recipient would.
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          received.push({ to, ...parseMessage(buffer.slice(0, end)) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          socket.write("250 queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 sink\r\n");
        else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
          return;
        } else socket.write("250 ok\r\n"); // MAIL, RSET, NOOP
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// Headers as text, the body decoded from the transfer encodings nodemailer uses for plain text.
function parseMessage(data: string): { headers: string; text: string } {
  const unstuffed = data.replace(/^\.\./gm, ".");
  const split = unstuffed.indexOf("\r\n\r\n");
  const headers = unstuffed.slice(0, split);
  const body = unstuffed.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1].toLowerCase();
  if (encoding === "base64") return { headers, text: Buffer.from(body, "base64").toString("utf8") };
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers, text: Buffer.from(bytes, "latin1").toString("utf8") };
  }
  return { headers, text: body };
}
