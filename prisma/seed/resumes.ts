import { randomUUID } from "node:crypto";
import { ownerDb } from "@/lib/db/owner";
import { fileStore } from "@/lib/files/file-store";
import { makeResumePdf } from "./resume-pdf";
import type { SeededApplication } from "./applications";

// The demo's résumés are real one-page PDFs in the file store (.data/files by default), so the
// application screen previews them offline. Each application of a candidate who sent one keeps
// its own file, as an apply with a file does; the candidate row points at the first.
export async function seedResumes(apps: SeededApplication[]): Promise<number> {
  let stored = 0;
  const firstOf = new Map<number, string>();
  for (const app of [...apps].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    if (!app.candidate.hasResume) continue;
    const key = `resumes/${app.job.organizationId}/${randomUUID()}`;
    const bytes = makeResumePdf([
      app.candidate.name,
      `Application for ${app.job.title}`,
      "Experience: six years building and running web services.",
      "Skills: TypeScript, PostgreSQL, distributed systems, mentoring.",
      `Contact: ${app.candidate.email}`,
    ]);
    await fileStore().put(key, { bytes }, "application/pdf");
    const url = `/api/applications/${app.id}/resume`;
    const fileName = `${app.candidate.name.toLowerCase().replace(/[^a-z]+/g, "-")}-cv.pdf`;
    await ownerDb.resumeFile.create({
      data: { organizationId: app.job.organizationId, applicationId: app.id, storageKey: key, fileName, contentType: "application/pdf", sizeBytes: bytes.length, createdAt: app.createdAt },
    });
    await ownerDb.application.update({ where: { id: app.id }, data: { candidateResumeUrl: url } });
    if (!firstOf.has(app.candidate.id)) {
      firstOf.set(app.candidate.id, url);
      await ownerDb.candidate.update({ where: { id: app.candidate.id }, data: { resumeUrl: url } });
    }
    stored++;
  }
  return stored;
}
