import { z } from "zod";

// Query parameters of the sync reads (OpenAPI document, Sync): `updatedSince` on the job and
// application lists, and the opaque `cursor` of GET /api/applications (docs/decisions/151).

// ISO 8601 with a zone (Z or an offset), inclusive.
export const UpdatedSince = z.iso
  .datetime({ offset: true, message: "must be an ISO 8601 timestamp with a time zone, e.g. 2026-11-21T09:30:00.000Z" })
  .transform((s) => new Date(s));

// Where a page of applications ended: the last row's updatedAt (epoch milliseconds, the column's
// precision) and id. Opaque to clients: "1:<ms>:<id>" in base64url, built in SQL by
// lib/server/applications/list-applications.ts and read back here.
export type SyncCursor = { updatedAt: Date; id: number };

export function decodeSyncCursor(cursor: string): SyncCursor | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null;
  const match = /^1:(\d{1,15}):(\d{1,10})$/.exec(Buffer.from(cursor, "base64url").toString("latin1"));
  if (!match) return null;
  const id = Number(match[2]);
  return id >= 1 && id <= 2_147_483_647 ? { updatedAt: new Date(Number(match[1])), id } : null;
}

export const SyncCursorParam = z.string().transform((value, ctx) => {
  const cursor = decodeSyncCursor(value);
  if (!cursor) {
    ctx.addIssue({ code: "custom", message: "is not a cursor this API gave out; pass page.nextCursor back unchanged" });
    return z.NEVER;
  }
  return cursor;
});
