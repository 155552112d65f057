import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createNote } from "@/lib/server/notes/create-note";
import { listNotes } from "@/lib/server/notes/list-notes";
import { otherMethods } from "@/lib/api/methods";
import { candidateOperations } from "@/lib/openapi/operations/candidates";

// GET /api/candidates/{id}/notes: notes on the candidate, newest first
export const GET = route(candidateOperations.listNotes, {
  handler: async ({ caller, params }) => json({ notes: await listNotes(caller, params.id) }),
});

// POST /api/candidates/{id}/notes: add a note
export const POST = route(candidateOperations.createNote, {
  handler: async ({ caller, params, body }) => json({ note: await createNote(caller, params.id, body.body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
