import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// A real CalDAV server for tests: Debian's radicale (installed by .ci/run) on a free loopback port,
// with its own storage folder and a plain htpasswd file of the given users. One per test file.
export type Radicale = {
  baseUrl: string;
  // MKCALENDAR /<user>/<slug>/ as that user; answers the calendar's URL
  makeCalendar: (user: string, slug: string, displayName: string) => Promise<string>;
  // PUT, GET and list objects of a calendar, as a client other than the product would
  putEvent: (user: string, calendarUrl: string, name: string, ics: string) => Promise<void>;
  getEvent: (user: string, calendarUrl: string, name: string) => Promise<string | null>;
  // the objects' names, decoded ("a@b.ics")
  listEvents: (user: string, calendarUrl: string) => Promise<string[]>;
  stop: () => Promise<void>;
};

const RADICALE = process.env.RADICALE_BIN ?? "/usr/bin/radicale";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startRadicale(users: Record<string, string>): Promise<Radicale> {
  const dir = await mkdtemp(path.join(tmpdir(), "radicale-"));
  const port = await freePort();
  await writeFile(path.join(dir, "users"), Object.entries(users).map(([user, password]) => `${user}:${password}\n`).join(""));
  await writeFile(
    path.join(dir, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${path.join(dir, "users")}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${path.join(dir, "collections")}`,
      "[web]",
      "type = none",
      "[logging]",
      "level = warning",
      "",
    ].join("\n"),
  );
  const child = spawn(RADICALE, ["--config", path.join(dir, "config")], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(baseUrl, child, () => log);

  const auth = (user: string) => `Basic ${Buffer.from(`${user}:${users[user]}`).toString("base64")}`;
  const send = async (user: string, method: string, url: string, body?: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { method, body, headers: { authorization: auth(user), ...headers }, signal: AbortSignal.timeout(5000) });
    return { status: response.status, text: await response.text() };
  };

  return {
    baseUrl,
    async makeCalendar(user, slug, displayName) {
      const url = `${baseUrl}/${user}/${slug}/`;
      const body = `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname><C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set></D:prop></D:set></C:mkcalendar>`;
      const answer = await send(user, "MKCALENDAR", url, body, { "content-type": "application/xml; charset=utf-8" });
      if (answer.status !== 201) throw new Error(`MKCALENDAR ${url}: ${answer.status} ${answer.text}`);
      return url;
    },
    async putEvent(user, calendarUrl, name, ics) {
      const answer = await send(user, "PUT", `${calendarUrl}${name}`, ics, { "content-type": "text/calendar; charset=utf-8" });
      if (answer.status !== 201 && answer.status !== 204) throw new Error(`PUT ${name}: ${answer.status} ${answer.text}`);
    },
    async getEvent(user, calendarUrl, name) {
      const answer = await send(user, "GET", `${calendarUrl}${name}`);
      return answer.status === 200 ? answer.text : null;
    },
    async listEvents(user, calendarUrl) {
      const answer = await send(user, "PROPFIND", calendarUrl, `<?xml version="1.0"?><D:propfind xmlns:D="DAV:"><D:prop><D:getetag/></D:prop></D:propfind>`, { depth: "1" });
      return [...answer.text.matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/gi)].map((m) => decodeURIComponent(m[1].split("/").pop()!)).sort();
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilAnswering(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`radicale exited with ${child.exitCode}: ${log()}`);
    try {
      await fetch(`${baseUrl}/`, { method: "OPTIONS", signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill("SIGTERM");
  throw new Error(`radicale did not answer within 15 s: ${log()}`);
}
