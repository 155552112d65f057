import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createApplication, createCandidate, createJob, unique } from "@/prisma/factories";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { startSmtpSink } from "./support/smtp-sink";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// With SMTP_URL set the recipient's mailbox gets the live link and the stored copy keeps it only
// until the server accepted the mail (docs/decisions/111). Set before anything reads the environment.
const sink = await startSmtpSink();
withSettings({ SMTP_URL: sink.url });
const { call } = withApi();
// the withdrawal link's mail goes through the mail queue, like other candidate mail (decision 467)
beforeAll(() => startBackgroundWork());
afterAll(async () => {
  await stopBackgroundWork();
  return sink.close();
});

vi.setConfig({ testTimeout: 120_000 });
// 60 s: about 2 s alone, but in a full run the mail queue took more than 5 s to take the job (no
// attempt failed; the worker's queue held the earlier files' jobs), and a retry comes 30-60 s later
const sentRow = (to: string) => eventually(() => ownerDb.outboxEmail.findFirst({ where: { toAddress: to, sentAt: { not: null } } }), 60_000, `a mail to ${to} sent`);

describe("mail delivered over SMTP", () => {
  it("a withdrawal link reaches the candidate live; the stored mail and the outbox keep it hidden", async () => {
    const world = await createWorld("Smtp Org");
    const job = await createJob(world.organization.id, { title: "Support Engineer" });
    const email = `${unique("leaver")}@example.test`;
    const application = await createApplication(job, { candidate: await createCandidate(world.organization.id, { email }) });
    const asked = await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/withdraw`, { body: { email } });
    expect(asked.status).toBe(200);

    const row = await sentRow(email);
    const mailed = sink.received.find((m) => m.to.includes(email));
    expect(mailed, "the SMTP server received the mail").toBeDefined();
    const token = /\/careers\/withdraw\/([A-Za-z0-9_-]{43})/.exec(mailed!.text)?.[1];
    expect(token).toBeDefined();
    expect(row.textBody).not.toContain(token!);
    expect(row.textBody).toContain("/careers/withdraw/[hidden]");
    const outbox = await call("GET", `/api/outbox?to=${encodeURIComponent(email)}`, { key: world.admin.key });
    expect(outbox.body.emails).toEqual([expect.objectContaining({ kind: "withdrawal_link", sentAt: expect.any(String) })]);
    expect(JSON.stringify(outbox.body)).not.toContain(token!);

    const confirmed = await call("POST", `/api/public/withdrawals/${token}`);
    expect(confirmed.status).toBe(200);
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("withdrawn");
  });

  it("an invitation is sent for real (simulated: false) and its stored copy loses the token", async () => {
    const world = await createWorld("Smtp Invite Org");
    const invited = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: "smtp.joiner@example.test" } });
    expect(invited.status).toBe(200);
    expect(invited.body).toEqual({ ok: true, simulated: false });
    const row = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: "smtp.joiner@example.test" } });
    expect(row.sentAt).toBeInstanceOf(Date);
    const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(sink.received.find((m) => m.to.includes("smtp.joiner@example.test"))!.text)![1];
    expect(row.textBody).not.toContain(token);
    expect(row.textBody).toContain("/invite/[hidden]");
    expect((await call("GET", `/api/invitations/${token}`)).status).toBe(200);
  });
});
