import { rows } from "@/lib/api/needs";
import { AgencyBody, AgencyJobsBody, AgencyRecruiterBody, AgencySubmissionBody } from "@/lib/schemas/agency";
import { IdParams } from "@/lib/schemas/common";
import { JobIdParams } from "@/lib/schemas/job";
import { AgencyInvitationResponse, AgencyList, AgencyResponse, AgencySubmissionList, CreatedAgencySubmission } from "@/lib/schemas/responses";
import { operations } from "../declare";

const tag = "Agencies";
const agency = {
  id: 4,
  name: "Northwind Talent",
  ownershipDays: 180,
  jobIds: [3, 7],
  recruiters: [
    { name: "Ada Agent", email: "ada@northwind.example", status: "member" },
    { name: "Bo Broker", email: "bo@northwind.example", status: "invited" },
  ],
  createdAt: "2026-12-11T09:00:00.000Z",
};

// Agencies (issue 46 item 5, docs/decisions/504): the admins keep agencies; an agency's recruiters
// submit candidates to the jobs given to it and follow their own submissions.
export const agencyOperations = operations({
  listAgencies: {
    method: "get",
    path: "/api/agencies",
    access: "authenticated",
    // agencies (docs/decisions/504): the admins keep them as they keep the team (an agency's recruiters
    // are members); an agency recruiter's role holds no permission and the policies give them their
    // agency's jobs and their own submissions
    need: "team.manage",
    tag,
    summary: "List the agencies",
    description: "Extension (docs/decisions/504). The organization's recruiting agencies by name, each with the jobs given to it and its recruiters: members, and invitations not accepted yet.",
    success: { status: 200, description: "The agencies", schema: AgencyList, example: { agencies: [agency] } },
  },
  createAgency: {
    method: "post",
    path: "/api/agencies",
    access: "authenticated",
    need: "team.manage",
    tag,
    summary: "Add an agency",
    description:
      "Extension (docs/decisions/504). A recruiting agency, with no job and no recruiter yet. `ownershipDays` (default 180, about six months) is how long a person it submits stays its own: another agency submitting them meanwhile is refused as a duplicate. Audited as `agency.created`.",
    body: AgencyBody,
    bodyExample: { name: "Northwind Talent", ownershipDays: 180 },
    success: { status: 201, description: "The agency", schema: AgencyResponse, example: { agency: { ...agency, jobIds: [], recruiters: [] } } },
    errors: { 400: "A missing name, or `ownershipDays` not a whole number from 1 to 3650.", 409: "An agency of that name (case aside) already exists." },
  },
  inviteAgencyRecruiter: {
    method: "post",
    path: "/api/agencies/{id}/recruiters",
    access: "authenticated",
    need: "team.manage",
    tag,
    summary: "Invite an agency's recruiter",
    description:
      "Extension (docs/decisions/504). The team's invitation (as `POST /api/team/invite`): a single-use link, valid 7 days, e-mailed to the address. Whoever accepts it becomes a member with the built-in role `agency_recruiter`, which holds no permission, linked to this agency: they see the open jobs given to it and their own submissions, and nothing else of the organization. Audited as `agency.recruiter_invited`.",
    params: IdParams,
    parameterDocs: { id: "Id of the agency" },
    body: AgencyRecruiterBody,
    bodyExample: { email: "ada@northwind.example", name: "Ada Agent" },
    success: {
      status: 201,
      description: "The invitation was sent",
      schema: AgencyInvitationResponse,
      example: { invitation: { email: "ada@northwind.example", name: "Ada Agent", agencyId: 4 }, simulated: false },
    },
    errors: { 404: "No such agency.", 409: "This e-mail already belongs to a member." },
  },
  replaceAgencyJobs: {
    method: "put",
    path: "/api/agencies/{id}/jobs",
    access: "authenticated",
    need: "team.manage",
    tag,
    summary: "Choose the agency's jobs",
    description:
      "Extension (docs/decisions/504). Replaces the set of jobs given to the agency; its recruiters see those that are open and submit to them. Audited as `agency.jobs_changed` when the set changes.",
    params: IdParams,
    parameterDocs: { id: "Id of the agency" },
    body: AgencyJobsBody,
    bodyExample: { jobIds: [3, 7] },
    success: { status: 200, description: "The agency with its new jobs", schema: AgencyResponse, example: { agency } },
    errors: { 400: "A job id that is not one of the organization's jobs (`details` names it).", 404: "No such agency." },
  },
  createAgencySubmission: {
    method: "post",
    path: "/api/jobs/{id}/agency-submissions",
    access: "authenticated",
    need: rows("a member of an agency submits to the open jobs given to it (another job is 404, a member of no agency 403); it writes what an applicant on the careers site could, and the submission naming them"),
    tag,
    summary: "Submit a candidate as an agency",
    description:
      "Extension (docs/decisions/504). An agency recruiter submits a person to an open job given to their agency, as JSON or as `multipart/form-data` with the same fields and a `resume` file (PDF, DOC or DOCX by its bytes, at most 10 MiB, as the careers apply). The application starts in the job's first stage with source `agency` and `agencyId`, with an `application.created` event; the person is not e-mailed. A person the organization already knows other than through agencies, one another agency submitted within its ownership window, or one already on this job is refused with 409 `duplicate_candidate`, the same answer in every case, naming nothing of the person. Audited as `agency.candidate_submitted` and `application.created`.",
    params: JobIdParams,
    parameterDocs: { id: "Id of a job given to the caller's agency" },
    body: AgencySubmissionBody,
    bodyExample: { name: "Grace Hopper", email: "grace@example.com", phone: "+1 555 0100", note: "Ten years of compilers." },
    multipartFile: { field: "resume", description: "The résumé: PDF, DOC or DOCX, at most 10 MiB", contentTypes: ["application/pdf", "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"] },
    success: {
      status: 201,
      description: "The submission was recorded",
      schema: CreatedAgencySubmission,
      example: { submission: { id: 12, applicationId: 678, status: "active", createdAt: "2026-12-11T09:30:00.000Z" } },
    },
    errors: {
      400: "Invalid body (`details` names the field), or a résumé that is not a PDF, DOC or DOCX by its bytes or does not open as one.",
      403: "The caller belongs to no agency.",
      404: "The job is not one of the open jobs given to the caller's agency.",
      409: "`duplicate_candidate`: the person cannot be submitted (already known to the organization, recently submitted by another agency, or already on this job); or (`conflict`) the job has no stage to start in.",
    },
  },
  listMyAgencySubmissions: {
    method: "get",
    path: "/api/agency-submissions",
    access: "authenticated",
    need: rows("the caller's own submissions only, by the submissions' policy"),
    tag,
    summary: "The caller's own submissions",
    description:
      "Extension (docs/decisions/504). The caller's submissions, newest first: the name and job as sent, and the progress in the words the candidate reads: the application's `status` and its stage's candidate-facing label (`stageLabel`, else the stage's name). Never feedback, notes, offers or salaries; another recruiter's or agency's submissions are never listed.",
    success: {
      status: 200,
      description: "The caller's submissions",
      schema: AgencySubmissionList,
      example: { submissions: [{ id: 12, candidateName: "Grace Hopper", jobTitle: "Backend engineer", status: "active", stageLabel: "Application received", createdAt: "2026-12-11T09:30:00.000Z" }] },
    },
  },
});
