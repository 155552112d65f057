import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { CreateNoteBody } from "@/lib/schemas/note";
import { createNote } from "@/lib/server/notes/create-note";
import { listNotes } from "@/lib/server/notes/list-notes";
import { otherMethods } from "@/lib/api/methods";

// GET /api/candidates/{id}/notes: notes on the candidate, newest first
export const GET = route({
  operation: "listNotes",
  params: IdParams,
  handler: async ({ caller, params }) => json({ notes: await listNotes(caller, params.id) }),
});

// POST /api/candidates/{id}/notes: add a note
export const POST = route({
  operation: "createNote",
  params: IdParams,
  body: CreateNoteBody,
  handler: async ({ caller, params, body }) => json({ note: await createNote(caller, params.id, body.body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
