import { rows } from "@/lib/api/needs";
import { ReferralBody, ReferralListQuery } from "@/lib/schemas/referral";
import { CreatedReferral, ReferralList } from "@/lib/schemas/responses";
import { operations } from "../declare";

// Referrals (issue 46, docs/decisions/501): any member refers someone, and follows their own.
export const referralOperations = operations({
  createReferral: {
    method: "post",
    path: "/api/referrals",
    access: "authenticated",
    // referrals (docs/decisions/501): every member may refer someone, with the careers site's rights,
    // and reads back only their own referrals (the referrals' policies)
    need: rows("every member may refer someone; it writes what an applicant on the careers site could, and the referral naming the member"),
    tag: "Referrals",
    summary: "Refer someone to a job or to the company",
    description:
      "Extension (issue 46, docs/decisions/501). Any member refers a person they know: to one of the organization's open jobs (`jobId`), or to the company in general (`jobId: null`). As JSON, or as `multipart/form-data` with the same fields and a `resume` file (PDF, DOC or DOCX by its bytes, at most 10 MiB, as the careers apply; only with a job). The person becomes the organization's candidate with that e-mail, the one already there when the organization knows it (never a second record). On a job the referral starts an application in its first stage with source `referral` and `referredBy` the member, with an `application.created` event; when the person already has an application on that job, the referral names it, changes nothing of it and shows the referrer none of its progress. The answer is the same either way: the referrer learns nothing of a person the organization already knew, and reading the candidate or the application stays 404 for a member who could not read them before. The person is not e-mailed. Audited as `referral.created` (and `application.created` with source `referral` for a new application).",
    body: ReferralBody,
    bodyExample: { jobId: 3, name: "Grace Hopper", email: "grace@example.com", phone: "+1 555 0100", relationship: "We worked together at Initech for two years", note: "The best debugger I know." },
    multipartFile: { field: "resume", description: "The résumé: PDF, DOC or DOCX, at most 10 MiB; only with a job", contentTypes: ["application/pdf", "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"] },
    success: {
      status: 201,
      description: "The referral was recorded",
      schema: CreatedReferral,
      example: { referral: { id: 12, candidateId: 345, applicationId: 678, jobId: 3, status: "active", createdAt: "2026-12-10T09:30:00.000Z" } },
    },
    errors: {
      400: "Invalid body (`details` names the field): a missing name or relationship, an e-mail that does not match the pattern, a `jobId` that is not one of the organization's open jobs, a résumé file that is not a PDF, DOC or DOCX by its bytes or does not open as one, or a résumé with a referral to the company in general.",
      409: "The job has no stage to start the application in.",
    },
  },
  listMyReferrals: {
    method: "get",
    path: "/api/referrals",
    access: "authenticated",
    need: rows("the caller's own referrals only, by the referrals' policy"),
    tag: "Referrals",
    summary: "The caller's own referrals",
    description:
      "Extension (issue 46, docs/decisions/501). The caller's referrals, newest first: the name and job as they were sent, and the progress in the words the candidate reads on their own page: the application's `status` and its stage's candidate-facing label (`stageLabel`). A referral to the company in general is `received` with no stage; one that found the person already applied to the job shows `active` and the job's first stage, as a new application would, and never moves. Never feedback, notes, offers or salaries; another member's referrals are never listed.",
    query: ReferralListQuery,
    parameterDocs: { mine: "Must be `true`: a member lists their own referrals" },
    success: {
      status: 200,
      description: "The caller's referrals",
      schema: ReferralList,
      example: {
        referrals: [
          { id: 12, candidateName: "Grace Hopper", jobTitle: "Backend engineer", status: "active", stageLabel: "Interviews", createdAt: "2026-12-10T09:30:00.000Z" },
          { id: 9, candidateName: "Alan Turing", jobTitle: null, status: "received", stageLabel: null, createdAt: "2026-12-01T14:00:00.000Z" },
        ],
      },
    },
    errors: { 400: "`mine` is missing or not `true`." },
  },
});
