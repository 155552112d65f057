import { z } from "zod";

export const MAX_NOTE_BODY = 10_000;

export const CreateNoteBody = z.object({
  body: z.string().trim().min(1, "must not be empty").max(MAX_NOTE_BODY, `must be at most ${MAX_NOTE_BODY} characters`),
});
export type CreateNoteBody = z.output<typeof CreateNoteBody>;

export const noteSelect = { id: true, authorId: true, authorName: true, body: true, createdAt: true } as const;

type NoteRow = { id: number; authorId: string | null; authorName: string; body: string; createdAt: Date };

export function toNote(row: NoteRow, callerId: string) {
  return { id: row.id, authorName: row.authorName, body: row.body, createdAt: row.createdAt, isMine: row.authorId === callerId };
}
