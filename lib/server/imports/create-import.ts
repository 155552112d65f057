import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Caller } from "@/lib/auth/caller";
import type { SpooledFile } from "@/lib/api/read-multipart";
import { db } from "@/lib/db";
import { BadRequest } from "@/lib/errors";
import { enqueueJobs } from "@/lib/queue/boss";
import { IMPORT_QUEUE } from "@/lib/queue/queues";
import type { CreateImportBody } from "@/lib/schemas/import";
import { readImportFile } from "./import-row";
import { importSelect, toImport } from "./import-view";

// the largest file an import takes (the rows are kept on the import as JSON)
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

// POST /api/imports: the file is read and parsed now (a file that cannot be read is a 400 at once),
// its rows stored on the import with the file's SHA-256, and the queue's job queued in the same
// transaction; the rows are written by the job (run-import.ts). Résumé files are not imported:
// the exports only link them, with URLs that expire within hours.
export async function createImport(caller: Caller, body: CreateImportBody, file: SpooledFile | null | undefined) {
  if (!file || file.size === 0) throw new BadRequest("Invalid body: file: send the file to import as the multipart part `file`", [{ path: "file", message: "send the file to import as the multipart part `file`" }]);
  const bytes = await readFile(file.path);
  const rows = readImportFile(body.format, bytes, body.mapping);
  return db.$transaction(async (tx) => {
    const created = await tx.import.create({
      data: {
        organizationId: caller.orgId,
        createdById: caller.userId,
        createdByName: caller.name,
        format: body.format,
        fileName: file.fileName?.slice(0, 200) ?? null,
        fileSha256: createHash("sha256").update(bytes).digest("hex"),
        dryRun: body.dryRun,
        rows,
        total: rows.length,
      },
      select: importSelect,
    });
    await enqueueJobs(tx, [{ name: IMPORT_QUEUE, data: { importId: created.id } }]);
    return toImport(created);
  });
}
