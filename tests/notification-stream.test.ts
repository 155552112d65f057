import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// The bell's live count (docs/decisions/480): a change committed by one instance reaches a stream
// open on another, through PostgreSQL's NOTIFY and each instance's listening connection.
const { call, baseUrl } = withApi();
let other: ChildProcess;
let otherUrl = "";

beforeAll(async () => {
  other = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "tests", "support", "api-instance.ts")], {
    env: { ...process.env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  other.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  other.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  otherUrl = await eventually(() => /\[instance\] (\S+)/.exec(output)?.[1], 60_000, "the other instance's ready line").catch((error: Error) => {
    throw new Error(`${error.message}: ${output}`, { cause: error });
  });
}, 90_000);
afterAll(() => {
  other?.kill("SIGKILL");
});

// The events of a stream as they arrive: `next()` resolves with the next unread count.
async function openStream(url: string, key: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/notifications/stream`, { headers: { authorization: `Bearer ${key}` }, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const counts: number[] = [];
  let waiting = null as (() => void) | null;
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: unread\ndata: (.*)$/m.exec(frame)?.[1];
        if (data) counts.push(JSON.parse(data).unread);
        waiting?.();
      }
    }
  })();
  const next = (): Promise<number> =>
    counts.length > 0
      ? Promise.resolve(counts.shift()!)
      : new Promise((resolve) => {
          waiting = () => {
            if (counts.length === 0) return;
            waiting = null;
            resolve(counts.shift()!);
          };
        });
  return { next, close: () => controller.abort() };
}

describe("the notification stream", () => {
  it("sends the count at once, and a change made on one instance to a stream on the other", async () => {
    const world = await createWorld(unique("Stream Org"));
    const job = await createJob(world.organization.id, { title: "Platform Engineer", hiringManagerIds: [world.hiring_manager.id] });
    const ana = await createApplication(job, { candidateName: "Ana Silva", candidateEmail: `${unique("ana")}@example.test` });
    const stream = await openStream(otherUrl, world.hiring_manager.key);
    const bystander = await openStream(otherUrl, world.interviewer.key);
    try {
      expect(await stream.next()).toBe(0);
      expect(await bystander.next()).toBe(0);

      // how soon it arrives is a figure for the bench, not a limit here (under load it passed 2 s)
      const note = await call("POST", `/api/candidates/${ana.candidateId}/notes`, { key: world.recruiter.key, body: { body: `@[Hank](${world.hiring_manager.id}) see this` } });
      expect(note.status).toBe(201);
      expect(await stream.next()).toBe(1);

      // read on this instance: the other's stream hears the new count too
      expect((await call("POST", "/api/notifications/read", { key: world.hiring_manager.key, body: { all: true } })).status).toBe(200);
      expect(await stream.next()).toBe(0);
      // the interviewer's stream heard nothing of it: its next count is the one a change of theirs causes
      await call("POST", `/api/applications/${ana.id}/interviewers`, { key: world.recruiter.key, body: { userIds: [world.interviewer.id] } });
      expect(await bystander.next()).toBe(1);
    } finally {
      stream.close();
      bystander.close();
    }
  });

  it("answers 401 without a credential, like every other endpoint", async () => {
    const response = await fetch(`${baseUrl()}/api/notifications/stream`);
    expect(response.status).toBe(401);
    expect(await eventually(async () => (await response.json()).code)).toBe("unauthorized");
  });
});
