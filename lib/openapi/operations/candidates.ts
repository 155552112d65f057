import { rows } from "@/lib/api/needs";
import { MergeCandidatesBody } from "@/lib/schemas/candidate-merge";
import { ReplaceCandidateTagsBody } from "@/lib/schemas/candidate-tag";
import { IdParams } from "@/lib/schemas/common";
import { CreateNoteBody } from "@/lib/schemas/note";
import { CandidateResponse, CandidateTagsResponse, DuplicatesResponse, HiddenNotesResponse, MergeResponse, OrganizationTagsResponse, UndoMergeResponse, NoteResponse, NotesResponse, SearchResponse } from "@/lib/schemas/responses";
import { SearchQuery } from "@/lib/schemas/search";
import { candidate, note } from "../examples";
import { operations } from "../declare";

const tag = "Candidates";
const CANDIDATE_404 = "The candidate does not exist, belongs to another organization, or has no application the caller can see.";

export const candidateOperations = operations({
  getCandidate: {
    method: "get",
    path: "/api/candidates/{id}",
    tag,
    summary: "Get a candidate",
    description:
      "The candidate (name, e-mail, phone and résumé as first given) with the applications of theirs the caller may see, oldest first; interviewers see only those they were asked to review. A candidate with none the caller may see is 404.",
    access: "authenticated",
    // candidates
    need: rows("the row-level policies decide which candidates the caller sees (404 otherwise)"),
    params: IdParams,
    parameterDocs: { id: "Id of the candidate (`candidateId` of an application)" },
    success: { status: 200, description: "The candidate", schema: CandidateResponse, example: { candidate } },
    errors: { 404: CANDIDATE_404 },
  },
  listCandidateTags: {
    method: "get",
    path: "/api/candidates/{id}/tags",
    tag,
    summary: "List a candidate's tags",
    description:
      "Extension (docs/decisions/350). The hiring team's tags on the candidate, alphabetical. Tags are seen by whoever manages one of the candidate's applications (admins, recruiters, the job's hiring managers); for anyone else who sees the candidate, such as an interviewer, the list is empty.",
    access: "authenticated",
    need: rows("the row-level policies decide which candidates the caller sees (404 otherwise)"),
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: { status: 200, description: "The tags", schema: CandidateTagsResponse, example: { tags: ["Kubernetes", "Referral"] } },
    errors: { 404: CANDIDATE_404 },
  },
  replaceCandidateTags: {
    method: "put",
    path: "/api/candidates/{id}/tags",
    tag,
    summary: "Replace a candidate's tags",
    description:
      "Extension (docs/decisions/350). The candidate's whole set of tags: each 1-40 characters on one line, at most 20; the same tag twice up to case is kept once, in its first spelling, and a kept tag given in another case is respelled. Admins, recruiters and hiring managers of one of the candidate's jobs. Audited as `candidate.tags_changed` (what was added, removed or respelled).",
    access: "authenticated",
    need: rows("a candidate the caller cannot see is 404; changing their tags needs `applications.manage` and one of their jobs the caller manages (403)"),
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
  listOrganizationTags: {
    method: "get",
    path: "/api/candidates/tags",
    tag,
    summary: "List the organization's tags",
    description:
      "Extension (docs/decisions/350). Every tag on candidates whose tags the caller can see, with how many of them carry it, most used first (at most 500): the suggestions of a tag field. Spellings that differ only in case count as one tag.",
    access: "authenticated",
    need: rows("the row-level policies count only the candidates the caller sees"),
    success: { status: 200, description: "The tags", schema: OrganizationTagsResponse, example: { tags: [{ label: "Kubernetes", candidates: 12 }, { label: "Referral", candidates: 4 }] } },
  },
  listCandidateDuplicates: {
    method: "get",
    path: "/api/candidates/{id}/duplicates",
    tag,
    summary: "Likely duplicates of a candidate",
    description:
      "Extension (docs/decisions/352). Other records of the organization that are likely the same person, oldest first (at most 20), each with why: `same_email` (the address up to case, and for Gmail addresses up to dots and +tags), `same_phone` (the digits, with an international prefix as +), `same_name_similar_email` (the same name with an address at the same domain or with the same local part). Records merged into another and erased ones are not offered. Admins and recruiters.",
    access: "authenticated",
    need: "candidates.merge",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: {
      status: 200,
      description: "The likely duplicates",
      schema: DuplicatesResponse,
      example: { duplicates: [{ id: 52, name: "Grace Hopper", email: "g.race.hopper@gmail.com", phone: null, createdAt: "2026-11-02T10:00:00.000Z", applications: 1, reasons: ["same_email"] }] },
    },
    errors: { 404: CANDIDATE_404 },
  },
  mergeCandidates: {
    method: "post",
    path: "/api/candidates/{id}/merge",
    tag,
    summary: "Merge another record of the same person into this one",
    description:
      "Extension (docs/decisions/352). The other record's applications, notes, tags and talent-pool places move to this candidate, which survives; the other record stays, marked as merged (it no longer appears anywhere, and a new application from its address goes to the survivor). Audit entries stay where they are. Two records with applications to the same job cannot be merged (409), nor an erased or already merged one. Admins and recruiters. Sends `candidate.merged`; audited as `candidate.merged`. Undo within 24 hours with `POST /api/candidates/{id}/merge/undo`.",
    access: "authenticated",
    need: "candidates.merge",
    params: IdParams,
    parameterDocs: { id: "Id of the candidate that survives" },
    body: MergeCandidatesBody,
    bodyExample: { otherCandidateId: 52 },
    success: { status: 200, description: "The surviving candidate, and the merge", schema: MergeResponse, example: { candidate, merge: { id: 6, mergedAt: "2026-11-20T16:30:00.000Z", mergedCandidateId: 52 } } },
    errors: {
      400: "Invalid body, or `otherCandidateId` names this candidate or no candidate of the organization.",
      404: CANDIDATE_404,
      409: "Both records have an application for the same job, or one of them is erased or merged already.",
    },
  },
  undoCandidateMerge: {
    method: "post",
    path: "/api/candidates/{id}/merge/undo",
    tag,
    summary: "Undo the latest merge into a candidate",
    description:
      "Extension (docs/decisions/352). Within 24 hours of the merge: the merged record gets back its applications, notes, tags and talent-pool places and is a record of its own again; what the survivor had before stays. Changes made since to what moved stay with it (a moved application keeps its new stage). Only the member who made the merge, or an admin, may undo it. Audited as `candidate.merged` with `undo: true`.",
    access: "authenticated",
    need: "candidates.merge",
    params: IdParams,
    parameterDocs: { id: "Id of the surviving candidate" },
    success: { status: 200, description: "The candidate as it is now, and the record restored", schema: UndoMergeResponse, example: { candidate, restoredCandidateId: 52 } },
    errors: { 403: "The caller neither made the merge nor may erase candidates (`candidates.erase`).", 404: "No merge into this candidate to undo.", 409: "The merge is more than a day old." },
  },
  listNotes: {
    method: "get",
    path: "/api/candidates/{id}/notes",
    tag,
    summary: "List notes on a candidate",
    description:
      "Notes on a candidate the caller can see (through an application they can see), newest first. `isMine` marks the caller's own. A reviewer who was asked for feedback on one of the candidate's applications and has not submitted it yet reads only their own notes, as with others' feedback; admins, recruiters and the job's hiring managers are never blind (`GET /api/candidates/{id}/notes/hidden` says what is left out).",
    access: "authenticated",
    need: rows("the row-level policies decide which candidates and notes the caller sees"),
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    success: { status: 200, description: "The notes", schema: NotesResponse, example: { notes: [note] } },
    errors: { 404: CANDIDATE_404 },
  },
  createNote: {
    method: "post",
    path: "/api/candidates/{id}/notes",
    tag,
    summary: "Add a note on a candidate",
    description:
      "Any caller who can see the candidate, also a reviewer before submitting feedback (who then reads their own notes only). The body is 1-10 000 characters. Audited as `note.created`.",
    access: "authenticated",
    need: rows("whoever sees a candidate may note something about them"),
    params: IdParams,
    parameterDocs: { id: "Id of the candidate" },
    body: CreateNoteBody,
    bodyExample: { body: "Prefers to start in March." },
    success: { status: 201, description: "The new note", schema: NoteResponse, example: { note } },
    errors: { 400: "Invalid body: empty or longer than 10 000 characters.", 404: CANDIDATE_404 },
  },
  getHiddenNotes: {
    method: "get",
    path: "/api/candidates/{id}/notes/hidden",
    tag,
    summary: "Notes hidden until the caller submits feedback",
    description:
      "Extension. How many notes of others `GET /api/candidates/{id}/notes` leaves out for the caller, and the applications of the candidate waiting for the caller's feedback (open review requests on jobs the caller does not manage). Submitting feedback on all of them shows every note. Zero and an empty list for admins, recruiters and everyone not asked to review.",
    access: "authenticated",
    need: rows("the row-level policies decide which notes a blind reviewer waits for"),
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
  search: {
    method: "get",
    path: "/api/search",
    tag,
    summary: "Search people and jobs",
    description: [
      "What the app shell's search box asks (extension). `people`: candidates with at least one application the caller may see (interviewers: those they were asked to review) whose name, the last word of their name, or e-mail address starts with `q` (case-insensitive), on the candidate's record or on the name an application was sent with; each with those visible applications, newest first. `jobs`: visible jobs whose title contains `q`. At most 8 of each, by name and title.",
      "Prefix matching keeps the search on indexes in organizations with hundreds of thousands of applications: `lov` finds Ada Lovelace, `ove` does not.",
      "`matches` (docs/decisions/404): full-text search over what the caller may read: each visible application's document (the name and e-mail it came with, its answers, the text of its résumé file, read by the job queue from PDF and DOCX, and its cover letter) and the notes the caller may read. `q` is a web-search query: every word must match (`kubernetes go`), `-word` must not (`-java`), `\"site reliability\"` is a phrase, `or` between words takes either; words are stemmed in English (`engineers` finds `engineering`). A query of only `-words` finds nothing. People are ranked by how densely their documents match, each with a `snippet` of the best one in which the matching words are segments of their own (`match: true`), for highlighting without HTML.",
    ].join("\n\n"),
    access: "authenticated",
    need: rows("the row-level policies decide which people and jobs the caller finds"),
    query: SearchQuery,
    parameterDocs: { q: "The text typed, 1-100 characters after trimming.", matches: "How many full-text matches to answer, 0-50 (default 8); 0 answers none and skips the full-text search (the shell's type-ahead, docs/decisions/417)" },
    success: {
      status: 200,
      description: "Matching people and jobs",
      schema: SearchResponse,
      example: {
        people: [{ candidateId: 40, name: "Grace Hopper", email: "grace@example.com", applications: [{ id: 55, jobId: 7, jobTitle: "Senior Backend Engineer", status: "active" }] }],
        jobs: [{ id: 7, title: "Senior Backend Engineer", status: "open" }],
        matches: [
          {
            candidateId: 40,
            name: "Grace Hopper",
            email: "grace@example.com",
            rank: 0.4,
            foundIn: "application",
            snippet: [
              { text: "Site reliability engineer: ", match: false },
              { text: "Kubernetes", match: true },
              { text: " clusters in Go", match: false },
            ],
            applications: [{ id: 55, jobId: 7, jobTitle: "Senior Backend Engineer", status: "active" }],
          },
        ],
      },
    },
  },
});
