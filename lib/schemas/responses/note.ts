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
export const HiddenNotesResponse = z.object({
  hiddenCount: z.number().int().min(0).describe("Notes of others the notes list leaves out for the caller"),
  awaitingFeedback: z
    .array(z.object({ applicationId: ResourceId, jobTitle: z.string() }))
    .describe("The candidate's applications waiting for the caller's feedback; submitting on all of them shows the notes"),
});
