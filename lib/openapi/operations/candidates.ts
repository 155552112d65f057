import { ReplaceCandidateTagsBody } from "@/lib/schemas/candidate-tag";
import { IdParams } from "@/lib/schemas/common";
import { CreateNoteBody } from "@/lib/schemas/note";
import { CandidateResponse, CandidateTagsResponse, HiddenNotesResponse, OrganizationTagsResponse, NoteResponse, NotesResponse, SearchResponse } from "@/lib/schemas/responses";
import { SearchQuery } from "@/lib/schemas/search";
import { candidate, note } from "../examples";
import type { Operation } from "../types";

const tag = "Candidates";
const CANDIDATE_404 = "The candidate does not exist, belongs to another organization, or has no application the caller can see.";

export const candidateOperations: Operation[] = [
  {
    method: "get",
    path: "/api/candidates/{id}",
    operationId: "getCandidate",
    tag,
    summary: "Get a candidate",
    description:
      "The candidate (name, e-mail, phone and résumé as first given) with the applications of theirs the caller may see, oldest first; interviewers see only those they were asked to review. A candidate with none the caller may see is 404.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate (`candidateId` of an application)" },
    success: { status: 200, description: "The candidate", schema: CandidateResponse, example: { candidate } },
    errors: { 404: CANDIDATE_404 },
  },
  {
    method: "get",
    path: "/api/candidates/{id}/tags",
    operationId: "listCandidateTags",
    tag,
    summary: "List a candidate's tags",
    description:
      "Extension (docs/decisions/350). The hiring team's tags on the candidate, alphabetical. Tags are seen by whoever manages one of the candidate's applications (admins, recruiters, the job's hiring managers); for anyone else who sees the candidate, such as an interviewer, the list is empty.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: { status: 200, description: "The tags", schema: CandidateTagsResponse, example: { tags: ["Kubernetes", "Referral"] } },
    errors: { 404: CANDIDATE_404 },
  },
  {
    method: "put",
    path: "/api/candidates/{id}/tags",
    operationId: "replaceCandidateTags",
    tag,
    summary: "Replace a candidate's tags",
    description:
      "Extension (docs/decisions/350). The candidate's whole set of tags: each 1-40 characters on one line, at most 20; the same tag twice up to case is kept once, in its first spelling, and a kept tag given in another case is respelled. Admins, recruiters and hiring managers of one of the candidate's jobs. Audited as `candidate.tags_changed` (what was added, removed or respelled).",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    body: ReplaceCandidateTagsBody,
    bodyExample: { tags: ["Kubernetes", "Referral"] },
    success: { status: 200, description: "The tags now", schema: CandidateTagsResponse, example: { tags: ["Kubernetes", "Referral"] } },
    errors: {
      400: "Invalid body: a tag empty, longer than 40 characters or on several lines, or more than 20 different tags.",
      403: "The caller sees the candidate but manages none of their applications (an interviewer).",
      404: CANDIDATE_404,
    },
  },
  {
    method: "get",
    path: "/api/candidates/tags",
    operationId: "listOrganizationTags",
    tag,
    summary: "List the organization's tags",
    description:
      "Extension (docs/decisions/350). Every tag on candidates whose tags the caller can see, with how many of them carry it, most used first (at most 500): the suggestions of a tag field. Spellings that differ only in case count as one tag.",
    access: "authenticated",
    success: { status: 200, description: "The tags", schema: OrganizationTagsResponse, example: { tags: [{ label: "Kubernetes", candidates: 12 }, { label: "Referral", candidates: 4 }] } },
  },
  {
    method: "get",
    path: "/api/candidates/{id}/notes",
    operationId: "listNotes",
    tag,
    summary: "List notes on a candidate",
    description:
      "Notes on a candidate the caller can see (through an application they can see), newest first. `isMine` marks the caller's own. A reviewer who was asked for feedback on one of the candidate's applications and has not submitted it yet reads only their own notes, as with others' feedback; admins, recruiters and the job's hiring managers are never blind (`GET /api/candidates/{id}/notes/hidden` says what is left out).",
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
    description:
      "Any caller who can see the candidate, also a reviewer before submitting feedback (who then reads their own notes only). The body is 1-10 000 characters. Audited as `note.created`.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    body: CreateNoteBody,
    bodyExample: { body: "Prefers to start in March." },
    success: { status: 201, description: "The new note", schema: NoteResponse, example: { note } },
    errors: { 400: "Invalid body: empty or longer than 10 000 characters.", 404: CANDIDATE_404 },
  },
  {
    method: "get",
    path: "/api/candidates/{id}/notes/hidden",
    operationId: "getHiddenNotes",
    tag,
    summary: "Notes hidden until the caller submits feedback",
    description:
      "Extension. How many notes of others `GET /api/candidates/{id}/notes` leaves out for the caller, and the applications of the candidate waiting for the caller's feedback (open review requests on jobs the caller does not manage). Submitting feedback on all of them shows every note. Zero and an empty list for admins, recruiters and everyone not asked to review.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: {
      status: 200,
      description: "What is hidden, and why",
      schema: HiddenNotesResponse,
      example: { hiddenCount: 3, awaitingFeedback: [{ applicationId: 41, jobTitle: "Backend Engineer" }] },
    },
    errors: { 404: CANDIDATE_404 },
  },
  {
    method: "get",
    path: "/api/search",
    operationId: "search",
    tag,
    summary: "Search people and jobs",
    description: [
      "What the app shell's search box asks (extension). `people`: candidates with at least one application the caller may see (interviewers: those they were asked to review) whose name, the last word of their name, or e-mail address starts with `q` (case-insensitive), on the candidate's record or on the name an application was sent with; each with those visible applications, newest first. `jobs`: visible jobs whose title contains `q`. At most 8 of each, by name and title.",
      "Prefix matching keeps the search on indexes in organizations with hundreds of thousands of applications: `lov` finds Ada Lovelace, `ove` does not.",
    ].join("\n\n"),
    access: "authenticated",
    query: SearchQuery,
    parameterDocs: { q: "The text typed, 1-100 characters after trimming." },
    success: {
      status: 200,
      description: "Matching people and jobs",
      schema: SearchResponse,
      example: {
        people: [{ candidateId: 40, name: "Grace Hopper", email: "grace@example.com", applications: [{ id: 55, jobId: 7, jobTitle: "Senior Backend Engineer", status: "active" }] }],
        jobs: [{ id: 7, title: "Senior Backend Engineer", status: "open" }],
      },
    },
  },
];
