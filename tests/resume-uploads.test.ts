import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { fileStore } from "@/lib/files/file-store";
import { readResumeUploadItem } from "@/lib/server/resume-uploads/read-item";
import { createApplication, createCandidate, createJob, unique } from "@/prisma/factories";
import { makeResumePdf } from "./support/resume-files";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Bulk résumé upload (issue 48 item 4, docs/decisions/502): files sent one by one to an upload on a
// job, each read by its queue job into a candidate and an application; a likely known person waits
// for a decision; a file that cannot be read says why; the 201st file is refused whole.
const { call } = withApi();
const corpus = (name: string) => readFileSync(path.join(__dirname, "fixtures", "resume-corpus", name));
const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

async function scene() {
  const world = await createWorld(unique("Upload Org"));
  const job = await createJob(world.organization.id, { title: "Backend Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const other = await createJob(world.organization.id, { title: "Data Scientist" });
  return { world, job, other };
}

const start = (key: string, jobId: number) => call("POST", `/api/jobs/${jobId}/resume-uploads`, { key });

function send(key: string, uploadId: number, name: string, bytes: Buffer, type = PDF) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return call("POST", `/api/resume-uploads/${uploadId}/files`, { key, form });
}

// every queued file's queue job, as the worker runs it (as the owner)
async function readQueued(uploadId: number) {
  const queued = await ownerDb.resumeUploadItem.findMany({ where: { uploadId, status: "queued" }, select: { id: true }, orderBy: { id: "asc" } });
  for (const { id } of queued) await asOwner(() => readResumeUploadItem({ itemId: id }));
  return queued.map((q) => q.id);
}

type Item = { id: number; fileName: string };
const byFile = (items: Item[]): Record<string, Item> => Object.fromEntries(items.map((item) => [item.fileName, item]));

describe("a bulk résumé upload", () => {
  it("reads each file into a candidate and an application, holds a likely known person for a decision, and says why a file could not be read", async () => {
    const { world, job } = await scene();
    // the same phone as the first résumé (Marcus Thornbury, +44 7531 724640), another address
    const known = await createCandidate(world.organization.id, { name: "Marcus Thornbury", email: "marcus.t@old-mail.example", phone: "+44 7531 724640" });
    const created = await start(world.recruiter.key, job.id);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.upload).toMatchObject({ id: expect.any(Number), jobId: job.id, status: "done", limit: 200, counts: { total: 0 }, createdBy: world.recruiter.name, items: [] });
    const id = created.body.upload.id as number;

    const files: [string, Buffer, string][] = [
      ["01-moderncv-classic-en.pdf", corpus("01-moderncv-classic-en.pdf"), PDF],
      ["46-docx-plain-en.docx", corpus("46-docx-plain-en.docx"), DOCX],
      ["21-latex-tabular-en.pdf", corpus("21-latex-tabular-en.pdf"), PDF],
      // a text file renamed .pdf, and an image: not résumés by their bytes
      ["notes.pdf", Buffer.from("Curriculum vitae\nJane Roe\njane@example.com\n".repeat(20)), PDF],
      ["photo.png", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048)]), "image/png"],
      // a PDF's header before junk: claims to be a PDF, does not open
      ["broken.pdf", Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4096, 0x41)]), PDF],
      // a résumé with a name and no e-mail address: no candidate from a name alone
      ["no-email.pdf", makeResumePdf(["Jordan Example", "Software Engineer", "Experience", "Acme Corp 2019 - 2024"]), PDF],
    ];
    const sent = [];
    for (const [name, bytes, type] of files) sent.push(await send(world.recruiter.key, id, name, bytes, type));
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(sent.map((r) => [r.body.item.status, r.body.item.reason])).toEqual([
      ["queued", null],
      ["queued", null],
      ["queued", null],
      ["unreadable", "not_a_resume"],
      ["unreadable", "not_a_resume"],
      ["unreadable", "does_not_open"],
      ["queued", null],
    ]);
    // a file that is no résumé is not kept
    const unreadableKeys = await ownerDb.resumeUploadItem.findMany({ where: { uploadId: id, status: "unreadable" }, select: { storageKey: true } });
    expect(unreadableKeys.every((k) => k.storageKey === null)).toBe(true);

    // each stored file's queue job is written with its item: a restart finds them in the database
    const jobs = await ownerDb.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job j JOIN resume_upload_items i ON i.id = (j.data->>'itemId')::int
       WHERE j.name = 'resume-upload' AND i.upload_id = ${id}`;
    expect(jobs[0].n).toBe(4);
    const reading = await call("GET", `/api/resume-uploads/${id}`, { key: world.recruiter.key });
    expect(reading.status).toBe(200);
    expect(reading.body.upload).toMatchObject({ status: "reading", counts: { total: 7, queued: 4, unreadable: 3 } });

    const queued = await readQueued(id);
    expect(queued).toHaveLength(4);
    // a job run again (a retry after its commit) writes nothing twice
    await asOwner(() => readResumeUploadItem({ itemId: queued[1] }));

    const got = await call("GET", `/api/resume-uploads/${id}`, { key: world.recruiter.key });
    expect(got.status).toBe(200);
    expect(got.body.upload).toMatchObject({ status: "waiting", counts: { total: 7, queued: 0, created: 2, duplicate: 1, merged: 0, skipped: 0, unreadable: 4 } });
    const items = byFile(got.body.upload.items);
    expect(got.body.upload.items.map((i: { fileName: string }) => i.fileName)).toEqual(files.map(([name]) => name));
    expect(items["01-moderncv-classic-en.pdf"]).toMatchObject({
      status: "duplicate",
      name: "Marcus Thornbury",
      email: "hello@marcusthornbury.example",
      candidateId: null,
      applicationId: null,
      duplicates: [{ candidateId: known.id, name: "Marcus Thornbury", email: "marcus.t@old-mail.example", phone: "+44 7531 724640", reasons: ["same_phone"] }],
    });
    expect(items["46-docx-plain-en.docx"]).toMatchObject({ status: "created", name: "Priya Thornbury", email: "priya_thornbury45@example.net", candidateId: expect.any(Number), applicationId: expect.any(Number) });
    expect(items["21-latex-tabular-en.pdf"]).toMatchObject({ status: "created", name: "Marcus Whitfield", email: "marcus.whitfield@example.com" });
    expect(items["no-email.pdf"]).toMatchObject({ status: "unreadable", reason: "no_email", name: "Jordan Example", email: null });

    // the applications: first stage, source "upload", the résumé stored with its text for search
    const apps = await ownerDb.application.findMany({
      where: { jobId: job.id },
      orderBy: { id: "asc" },
      select: { id: true, source: true, candidateName: true, currentStage: { select: { name: true } }, candidate: { select: { email: true, phone: true } }, resumeFile: { select: { fileName: true, textState: true, storageKey: true } } },
    });
    expect(apps.map((a) => [a.candidateName, a.source, a.currentStage.name, a.candidate.email, a.resumeFile?.fileName, a.resumeFile?.textState])).toEqual([
      ["Priya Thornbury", "upload", "Applied", "priya_thornbury45@example.net", "46-docx-plain-en.docx", "done"],
      ["Marcus Whitfield", "upload", "Applied", "marcus.whitfield@example.com", "21-latex-tabular-en.pdf", "done"],
    ]);
    expect(await fileStore().get(apps[0].resumeFile!.storageKey)).not.toBeNull();
    // the new candidate's résumé is this application's, as after a careers apply
    expect(await ownerDb.candidate.findFirstOrThrow({ where: { email: "priya_thornbury45@example.net" }, select: { resumeUrl: true, phone: true } })).toEqual({ resumeUrl: `/api/applications/${apps[0].id}/resume`, phone: expect.any(String) });
    const resume = await call("GET", `/api/applications/${apps[0].id}/resume`, { key: world.recruiter.key });
    expect(resume.status).toBe(200);

    // audited: the upload once, each application as added by the member who uploaded
    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "asc" }, select: { action: true, actorName: true, metadata: true } });
    expect(audit.map((a) => [a.action, a.actorName])).toEqual([
      ["resume_upload.created", world.recruiter.name],
      ["application.created", world.recruiter.name],
      ["application.created", world.recruiter.name],
    ]);
    expect(audit[1].metadata).toMatchObject({ source: "upload", jobId: job.id, candidate: "Priya Thornbury" });
    const events = await ownerDb.event.count({ where: { organizationId: world.organization.id, type: "application.created" } });
    expect(events).toBe(2);
  });

  it("takes a decision on a duplicate once: merge into the known candidate, create a new one, or skip and remove the file", async () => {
    const { world, job } = await scene();
    const org = world.organization.id;
    const marcus = await createCandidate(org, { name: "Marcus Thornbury", email: "marcus.t@old-mail.example", phone: "+44 7531 724640" });
    const franziska = await createCandidate(org, { name: "Franziska Achterberg", email: "f.achterberg@other.example", phone: "+49 89 1358436" });
    // the same e-mail as a résumé, already applied to the job: nothing to decide
    const thiago = await createCandidate(org, { name: "Thiago Cardoso", email: "thiago.cardoso@example.com" });
    await createApplication(job, { candidate: thiago });
    // the same e-mail as a résumé, not applied to the job: a duplicate that cannot be created anew
    const nuria = await createCandidate(org, { name: "Nuria C.", email: "nuria_castillo74@example.net" });
    const id = (await start(world.admin.key, job.id)).body.upload.id as number;
    for (const name of ["01-moderncv-classic-en.pdf", "02-moderncv-classic-de.pdf", "05-moderncv-classic-pt.pdf", "04-moderncv-classic-es.pdf", "03-moderncv-classic-fr.pdf"]) {
      expect((await send(world.admin.key, id, name, corpus(name))).status).toBe(201);
    }
    // Amélie (03) is nobody known: created at once, with nothing to decide
    await readQueued(id);
    const items = byFile((await call("GET", `/api/resume-uploads/${id}`, { key: world.admin.key })).body.upload.items);
    expect(items["05-moderncv-classic-pt.pdf"]).toMatchObject({ status: "skipped", reason: "already_applied" });
    expect(items["04-moderncv-classic-es.pdf"]).toMatchObject({ status: "duplicate", duplicates: [{ candidateId: nuria.id, reasons: ["same_email"] }] });
    expect(items["02-moderncv-classic-de.pdf"]).toMatchObject({ status: "duplicate", duplicates: [{ candidateId: franziska.id, reasons: ["same_phone"] }] });
    const decide = (itemId: number, body: object, key = world.admin.key) => call("POST", `/api/resume-uploads/${id}/items/${itemId}/decision`, { key, body });

    // a candidate that is not among the item's duplicates
    const wrong = await decide(items["01-moderncv-classic-en.pdf"].id, { action: "merge", candidateId: franziska.id });
    expect(wrong.status).toBe(400);
    const merged = await decide(items["01-moderncv-classic-en.pdf"].id, { action: "merge", candidateId: marcus.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.item).toMatchObject({ status: "merged", candidateId: marcus.id, applicationId: expect.any(Number), decidedBy: world.admin.name, duplicates: [] });
    const application = await ownerDb.application.findUniqueOrThrow({ where: { id: merged.body.item.applicationId }, select: { candidateId: true, source: true, resumeFile: { select: { textState: true } } } });
    // the known record is not changed; the résumé's text is read again for search by the queue
    expect(application).toEqual({ candidateId: marcus.id, source: "upload", resumeFile: { textState: "pending" } });
    expect(await ownerDb.candidate.findUniqueOrThrow({ where: { id: marcus.id }, select: { email: true, name: true, resumeUrl: true } })).toEqual({ email: "marcus.t@old-mail.example", name: "Marcus Thornbury", resumeUrl: null });
    // decided once
    expect((await decide(items["01-moderncv-classic-en.pdf"].id, { action: "skip" })).status).toBe(409);

    const createdNew = await decide(items["02-moderncv-classic-de.pdf"].id, { action: "create" });
    expect(createdNew.status).toBe(200);
    expect(createdNew.body.item).toMatchObject({ status: "created", candidateId: expect.any(Number) });
    expect(createdNew.body.item.candidateId).not.toBe(franziska.id);
    expect(await ownerDb.candidate.findUniqueOrThrow({ where: { id: createdNew.body.item.candidateId }, select: { email: true } })).toEqual({ email: "fachterberg@mail.example.org" });

    // one person per e-mail: a new candidate with Nuria's address is refused, and nothing changes
    const clash = await decide(items["04-moderncv-classic-es.pdf"].id, { action: "create" });
    expect(clash.status).toBe(409);
    const storageKey = (await ownerDb.resumeUploadItem.findUniqueOrThrow({ where: { id: items["04-moderncv-classic-es.pdf"].id }, select: { storageKey: true } })).storageKey!;
    expect(await fileStore().get(storageKey)).not.toBeNull();
    const skipped = await decide(items["04-moderncv-classic-es.pdf"].id, { action: "skip" });
    expect(skipped.status).toBe(200);
    expect(skipped.body.item).toMatchObject({ status: "skipped", reason: null, decidedBy: world.admin.name, applicationId: null });
    expect(await fileStore().get(storageKey)).toBeNull();

    // a file not waiting for a decision
    expect((await decide(items["03-moderncv-classic-fr.pdf"].id, { action: "merge" })).status).toBe(409);
    expect((await decide(items["03-moderncv-classic-fr.pdf"].id, { action: "maybe" })).status).toBe(400);

    const decisions = await ownerDb.auditLog.findMany({ where: { organizationId: org, action: "resume_upload.decided" }, orderBy: { id: "asc" }, select: { actorName: true, metadata: true } });
    expect(decisions.map((d) => (d.metadata as { action: string }).action)).toEqual(["merge", "create", "skip"]);
    expect(decisions.every((d) => d.actorName === world.admin.name)).toBe(true);
    const done = await call("GET", `/api/resume-uploads/${id}`, { key: world.admin.key });
    expect(done.body.upload).toMatchObject({ status: "done", counts: { total: 5, created: 2, merged: 1, skipped: 2, duplicate: 0 } });
  });

  it("takes at most 200 files: the 201st is a 409 and nothing of it is kept", async () => {
    const { world, job } = await scene();
    const id = (await start(world.admin.key, job.id)).body.upload.id as number;
    await ownerDb.resumeUploadItem.createMany({
      data: Array.from({ length: 199 }, (_, n) => ({ organizationId: world.organization.id, uploadId: id, fileName: `r${n}.pdf`, sizeBytes: 10, status: "unreadable", reason: "not_a_resume" })),
    });
    const last = await send(world.admin.key, id, "200th.pdf", corpus("01-moderncv-classic-en.pdf"));
    expect(last.status).toBe(201);
    const over = await send(world.admin.key, id, "201st.pdf", corpus("21-latex-tabular-en.pdf"));
    expect(over.status).toBe(409);
    expect(over.body.error).toBe("An upload takes at most 200 files; start another upload for the rest");
    expect(await ownerDb.resumeUploadItem.count({ where: { uploadId: id } })).toBe(200);
    const stored = await ownerDb.resumeUploadItem.count({ where: { uploadId: id, storageKey: { not: null } } });
    expect(stored).toBe(1);
  });

  it("writes no application to a job closed before its file is read, and removes the file", async () => {
    const { world, job } = await scene();
    const id = (await start(world.admin.key, job.id)).body.upload.id as number;
    const sent = await send(world.admin.key, id, "21-latex-tabular-en.pdf", corpus("21-latex-tabular-en.pdf"));
    const key = (await ownerDb.resumeUploadItem.findUniqueOrThrow({ where: { id: sent.body.item.id }, select: { storageKey: true } })).storageKey!;
    await ownerDb.job.update({ where: { id: job.id }, data: { status: "closed" } });
    await readQueued(id);
    const got = await call("GET", `/api/resume-uploads/${id}`, { key: world.admin.key });
    expect(got.body.upload.items).toEqual([expect.objectContaining({ status: "unreadable", reason: "job_closed", name: "Marcus Whitfield", applicationId: null })]);
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(0);
    expect(await fileStore().get(key)).toBeNull();
  });

  it("is erased with the person: their files lose what was read from them, a file waiting for a decision is skipped and leaves the store", async () => {
    const { world, job } = await scene();
    const org = world.organization.id;
    const marcus = await createCandidate(org, { name: "Marcus Thornbury", email: "marcus.t@old-mail.example", phone: "+44 7531 724640" });
    const nuria = await createCandidate(org, { name: "Nuria C.", email: "nuria_castillo74@example.net" });
    const id = (await start(world.admin.key, job.id)).body.upload.id as number;
    for (const name of ["01-moderncv-classic-en.pdf", "04-moderncv-classic-es.pdf"]) await send(world.admin.key, id, name, corpus(name));
    await readQueued(id);
    const items = byFile((await call("GET", `/api/resume-uploads/${id}`, { key: world.admin.key })).body.upload.items);
    const merged = await call("POST", `/api/resume-uploads/${id}/items/${items["01-moderncv-classic-en.pdf"].id}/decision`, { key: world.admin.key, body: { action: "merge" } });
    expect(merged.body.item.status).toBe("merged");
    const waitingKey = (await ownerDb.resumeUploadItem.findUniqueOrThrow({ where: { id: items["04-moderncv-classic-es.pdf"].id }, select: { storageKey: true } })).storageKey!;

    for (const person of [marcus, nuria]) expect((await call("DELETE", `/api/candidates/${person.id}`, { key: world.admin.key })).status).toBe(200);
    const rows = await ownerDb.resumeUploadItem.findMany({ where: { uploadId: id }, orderBy: { id: "asc" }, select: { fileName: true, status: true, name: true, email: true, phone: true, storageKey: true } });
    expect(rows).toEqual([
      { fileName: "[erased]", status: "merged", name: null, email: null, phone: null, storageKey: null },
      { fileName: "[erased]", status: "skipped", name: null, email: null, phone: null, storageKey: null },
    ]);
    expect(await fileStore().get(waitingKey)).toBeNull();
    const decided = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: org, action: "resume_upload.decided" }, select: { metadata: true } });
    expect(decided.metadata).toMatchObject({ fileName: "[erased]", targetLabel: "[erased]", candidate: "Erased candidate" });
    expect(JSON.stringify(decided.metadata)).not.toMatch(/Thornbury|moderncv/);
  });

  it("is for who may add candidates to the job: others get 403 or 404, another organization 404", async () => {
    const { world, job, other } = await scene();
    const stranger = await createWorld(unique("Other Upload Org"));
    // the interviewer holds no applications.manage; the hiring manager manages `job` only
    expect((await start(world.interviewer.key, job.id)).status).toBe(404);
    expect((await start(world.hiring_manager.key, other.id)).status).toBe(404);
    expect((await start(stranger.admin.key, job.id)).status).toBe(404);
    const mine = await start(world.hiring_manager.key, job.id);
    expect(mine.status).toBe(201);
    const id = mine.body.upload.id as number;
    const theirs = (await start(world.recruiter.key, other.id)).body.upload.id as number;

    const file = corpus("01-moderncv-classic-en.pdf");
    expect((await call("GET", `/api/resume-uploads/${id}`, { key: world.interviewer.key })).status).toBe(403);
    expect((await send(world.interviewer.key, id, "a.pdf", file)).status).toBe(403);
    expect((await call("GET", `/api/jobs/${job.id}/resume-uploads`, { key: world.interviewer.key })).status).toBe(403);
    expect((await call("GET", `/api/resume-uploads/${theirs}`, { key: world.hiring_manager.key })).status).toBe(404);
    expect((await send(world.hiring_manager.key, theirs, "a.pdf", file)).status).toBe(404);
    expect((await call("GET", `/api/resume-uploads/${id}`, { key: stranger.admin.key })).status).toBe(404);
    expect((await send(stranger.admin.key, id, "a.pdf", file)).status).toBe(404);
    expect(await ownerDb.resumeUploadItem.count({ where: { uploadId: { in: [id, theirs] } } })).toBe(0);

    // the hiring manager's own upload, listed for the recruiter too (who sees every job)
    expect((await send(world.hiring_manager.key, id, "a.pdf", file)).status).toBe(201);
    const listed = await call("GET", `/api/jobs/${job.id}/resume-uploads`, { key: world.recruiter.key });
    expect(listed.status).toBe(200);
    expect(listed.body.uploads).toEqual([expect.objectContaining({ id, status: "reading", counts: expect.objectContaining({ total: 1, queued: 1 }), createdBy: world.hiring_manager.name })]);

    // a closed job takes no upload
    const closed = await createJob(world.organization.id, { title: "Closed", status: "closed" });
    expect((await start(world.admin.key, closed.id)).status).toBe(409);
  });
});
