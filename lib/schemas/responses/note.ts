import { z } from "zod";
import { ResourceId, Timestamp } from "./common";

export const Note = z.object({
  id: ResourceId,
  authorName: z.string(),
  body: z.string(),
  createdAt: Timestamp,
  isMine: z.boolean(),
});

export const NotesResponse = z.object({ notes: z.array(Note) });
export const NoteResponse = z.object({ note: Note });
