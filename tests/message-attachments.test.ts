import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { fileStore } from "@/lib/files/file-store";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { startSmtpServer } from "./support/smtp-server";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// a mail's first attempt can miss under the whole suite's load (vitest, Playwright and the smoke run
// side by side on two cores); the queue retries it 30-60 s later: delivery is asserted, not speed
vi.setConfig({ testTimeout: 120_000 });

// Files sent with a message (decision 406): taken as multipart, told by their bytes, stored as the
// outgoing message's attachments, read back from the file store by the mail job and delivered to a
// real SMTP server, where mailparser finds them byte for byte; in the export, gone on erasure.
const smtp = await startSmtpServer();
withSettings({ SMTP_URL: smtp.url, INBOUND_MAIL_DOMAIN: "replies.acme.test" });
const { call } = withApi();
beforeAll(() => startBackgroundWork());
afterAll(async () => {
  await stopBackgroundWork();
  await smtp.close();
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d4944415478da63f8ffff3f0005fe02fea7d6a4e30000000049454e44ae426082", "hex"),
]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)]);

async function scene() {
  const world = await createWorld(unique("Attachments Org"));
  const job = await createJob(world.organization.id, { title: "Data Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const email = `${unique("lea")}@example.test`;
  const lea = await createApplication(job, { candidateName: "Lea Brandt", candidateEmail: email });
  await createReviewRequest(lea, world.interviewer);
  return { world, job, lea, email };
}

function form(fields: Record<string, string>, files: [string, Buffer, string][]) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  files.forEach(([fileName, bytes, type], i) => data.append(`attachments[${i}]`, new Blob([new Uint8Array(bytes)], { type }), fileName));
  return data;
}

describe("attachments on outgoing messages", () => {
  it("are stored with the message, sent with the mail as they were uploaded, exported, and erased with the candidate", async () => {
    const { world, lea, email } = await scene();
    const res = await call("POST", `/api/candidates/${lea.candidateId}/messages`, {
      key: world.hiring_manager.key,
      form: form({ subject: "Your offer for {{job.title}}", body: "Hello {{candidate.name}}, the offer and a map are attached.", applicationId: String(lea.id), sendAt: "" }, [
        ["offer.pdf", PDF, "application/pdf"],
        ["../../map.png", PNG, "application/octet-stream"],
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({ subject: "Your offer for Data Engineer", applicationId: lea.id, direction: "outbound" });
    expect(res.body.message.attachments.map((a: { fileName: string; contentType: string; size: number }) => [a.fileName, a.contentType, a.size])).toEqual([
      ["offer.pdf", "application/pdf", PDF.length],
      ["map.png", "image/png", PNG.length],
    ]);

    const delivered = await eventually(async () => smtp.delivered.find((m) => m.to.includes(email)), 90_000, `mail to ${email}`);
    const parsed = await simpleParser(delivered.raw);
    expect(parsed.subject).toBe("Your offer for Data Engineer");
    // the message as written, then the line every candidate mail ends with: their application page (decision 493)
    expect(parsed.text?.trim()).toMatch(
      /^Hello Lea Brandt, the offer and a map are attached\.\n\nYour application page, to follow your application, answer us or withdraw: https?:\/\/\S+\/careers\/applications\/[A-Za-z0-9_-]{43}$/,
    );
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["offer.pdf", "application/pdf"],
      ["map.png", "image/png"],
    ]);
    expect(parsed.attachments[0].content.equals(PDF)).toBe(true);
    expect(parsed.attachments[1].content.equals(PNG)).toBe(true);

    // the recruiter downloads what was sent, like a reply's file
    const attachmentId = res.body.message.attachments[0].id;
    const download = await fetchAttachment(world.recruiter.key, res.body.message.id, attachmentId);
    expect(download).toEqual({ status: 200, type: "application/pdf", bytes: PDF.length });
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "message.sent" } });
    expect(audit.metadata).toMatchObject({ attachments: ["offer.pdf", "map.png"] });

    const exported = await call("GET", `/api/candidates/${lea.candidateId}/export`, { key: world.admin.key });
    expect(exported.body.messages[0].attachments).toEqual([
      { fileName: "offer.pdf", contentType: "application/pdf", size: PDF.length },
      { fileName: "map.png", contentType: "image/png", size: PNG.length },
    ]);
    const keys = (await ownerDb.messageAttachment.findMany({ where: { messageId: res.body.message.id } })).map((a) => a.storageKey);
    expect(keys).toHaveLength(2);
    expect((await call("DELETE", `/api/candidates/${lea.candidateId}`, { key: world.admin.key })).status).toBe(200);
    for (const key of keys) expect(await fileStore().get(key)).toBeNull();
  });

  it("refuses what is not a PDF, DOCX, PNG or JPEG, a file over 10 MB and a sixth file, naming each, and sends nothing", async () => {
    const { world, lea } = await scene();
    const key = world.recruiter.key;
    const fields = { subject: "Hi", body: "Hello" };
    const before = await ownerDb.messageAttachment.count({ where: { organizationId: world.organization.id } });
    const exe = await call("POST", `/api/candidates/${lea.candidateId}/messages`, { key, form: form(fields, [["a.pdf", PDF, "application/pdf"], ["setup.pdf", EXE, "application/pdf"]]) });
    expect(exe.status).toBe(400);
    expect(exe.body.details).toEqual([{ path: "attachments[1]", message: "must be a PDF, DOCX, PNG or JPEG file" }]);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 32)]);
    const large = await call("POST", `/api/candidates/${lea.candidateId}/messages`, { key, form: form(fields, [["big.pdf", big, "application/pdf"]]) });
    expect(large.status).toBe(400);
    expect(large.body.details).toEqual([{ path: "attachments[0]", message: "must be at most 10 MB" }]);
    const six = await call("POST", `/api/candidates/${lea.candidateId}/messages`, { key, form: form(fields, Array.from({ length: 6 }, (_, i) => [`f${i}.pdf`, PDF, "application/pdf"] as [string, Buffer, string])) });
    expect(six.status).toBe(400);
    expect(six.body.details).toEqual([{ path: "attachments", message: "must be at most 5 files" }]);
    // an interviewer's files are not kept either
    expect((await call("POST", `/api/candidates/${lea.candidateId}/messages`, { key: world.interviewer.key, form: form(fields, [["a.pdf", PDF, "application/pdf"]]) })).status).toBe(403);
    expect(await ownerDb.candidateMessage.count({ where: { candidateId: lea.candidateId } })).toBe(0);
    expect(await ownerDb.messageAttachment.count({ where: { organizationId: world.organization.id } })).toBe(before);
  });
});

async function fetchAttachment(key: string, messageId: number, attachmentId: number) {
  const res = await call("GET", `/api/messages/${messageId}/attachments/${attachmentId}`, { key });
  return { status: res.status, type: res.headers.get("content-type"), bytes: typeof res.body === "string" ? Buffer.byteLength(res.body) : 0 };
}
