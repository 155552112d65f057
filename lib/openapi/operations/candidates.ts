import { IdParams } from "@/lib/schemas/common";
import { CreateNoteBody } from "@/lib/schemas/note";
import { NoteResponse, NotesResponse } from "@/lib/schemas/responses";
import { note } from "../examples";
import type { Operation } from "../types";

const tag = "Candidates";
const CANDIDATE_404 = "The candidate does not exist, belongs to another organization, or has no application the caller can see.";

export const candidateOperations: Operation[] = [
  {
    method: "get",
    path: "/api/candidates/{id}/notes",
    operationId: "listNotes",
    tag,
    summary: "List notes on a candidate",
    description: "Notes on a candidate the caller can see (through an application they can see), oldest first. `isMine` marks the caller's own.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: { status: 200, description: "The notes", schema: NotesResponse, example: { notes: [note] } },
    errors: { 404: CANDIDATE_404 },
  },
  {
    method: "post",
    path: "/api/candidates/{id}/notes",
    operationId: "createNote",
    tag,
    summary: "Add a note on a candidate",
    description: "Any caller who can see the candidate. The body is 1-10 000 characters. Audited as `note.created`.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    body: CreateNoteBody,
    bodyExample: { body: "Prefers to start in March." },
    success: { status: 201, description: "The new note", schema: NoteResponse, example: { note } },
    errors: { 400: "Invalid body: empty or longer than 10 000 characters.", 404: CANDIDATE_404 },
  },
];
