import type { Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { ERASED_NAME, scrubJson, type PersonalData } from "@/lib/server/candidates/scrub-personal-data";

const ERASED_FILE = "[erased]";

// Erasure (docs/decisions/197) of what bulk uploads (decision 502) hold about a person: the files of
// theirs (the candidate's own, or any read with their e-mail address) lose their name, what was read
// from them and their stored file; one still waiting for a decision is skipped; the decisions'
// audit entries that name the candidate lose the name and the file's. Answers the file keys to
// remove after the commit.
export async function eraseUploadedResumes(tx: Tx, candidateId: number, email: string, person: PersonalData): Promise<string[]> {
  const items = await tx.resumeUploadItem.findMany({
    where: { OR: [{ candidateId }, { email: { equals: email, mode: "insensitive" } }] },
    select: { id: true, status: true, storageKey: true },
  });
  if (items.length > 0) {
    const waiting = items.filter((i) => i.status === "duplicate" || i.status === "queued").map((i) => i.id);
    if (waiting.length > 0) await tx.resumeUploadItem.updateMany({ where: { id: { in: waiting } }, data: { status: "skipped", finishedAt: now() } });
    await tx.resumeUploadItem.updateMany({
      where: { id: { in: items.map((i) => i.id) } },
      data: { fileName: ERASED_FILE, name: null, email: null, phone: null, duplicates: [], storageKey: null },
    });
  }
  const entries = await tx.$queryRaw<{ id: number; metadata: unknown }[]>`
    SELECT id, metadata FROM audit_logs WHERE action = 'resume_upload.decided' AND metadata->>'candidateId' = ${String(candidateId)}`;
  for (const entry of entries) {
    const scrubbed = { ...(scrubJson(entry.metadata, person) as Record<string, unknown>), fileName: ERASED_FILE, targetLabel: ERASED_FILE, candidate: ERASED_NAME };
    await tx.$executeRaw`UPDATE audit_logs SET metadata = ${JSON.stringify(scrubbed)}::jsonb WHERE id = ${entry.id}`;
  }
  // a file that became an application's résumé is the résumé's row's, removed with it
  return items.flatMap((i) => (i.storageKey && (i.status === "duplicate" || i.status === "queued") ? [i.storageKey] : []));
}
