import { rows } from "@/lib/api/needs";
import { UpdateBrandingBody, UpdateSlugBody } from "@/lib/schemas/organization";
import { ReplaceRejectionReasonsBody } from "@/lib/schemas/rejection-reason";
import { OrganizationResponse, RejectionReasonsResponse } from "@/lib/schemas/responses";
import { organization, rejectionReasons } from "../examples";
import { operations } from "../declare";

const tag = "Organization";

export const organizationOperations = operations({
  getOrganization: {
    method: "get",
    path: "/api/orgs/me",
    tag,
    summary: "Get the caller's organization",
    description: "Any role.",
    access: "authenticated",
    // the organization
    need: rows("every member works in the organization and reads its name and settings"),
    success: { status: 200, description: "The organization", schema: OrganizationResponse, example: { organization } },
  },
  updateBranding: {
    method: "patch",
    path: "/api/orgs/branding",
    tag,
    summary: "Change the branding",
    description:
      "Admins only. `logoUrl` is an https:// URL (at most 2048 characters) or a path on this site such as `/acme-logo.svg`, `accentColor` is `#RRGGBB`; the privacy settings ride along: `privacyPolicyUrl` (https://; the apply form links it and asks for consent) and `candidateRetentionDays` (1-36500; a daily job erases candidates whose applications all ended longer ago; `null`: never). `careersLanguages` (extension) lists the languages the careers pages and the apply form offer, in order, a non-empty list of `en`, `de`, `fr`, `es`, `pt` with each once (all five until chosen); a visitor asking for another, by `?lang=` or Accept-Language, gets the first. Candidates keep being mailed in the language they applied in. `answerWithinDays` (extension, 1-365, default 21; `null`: no deadline) is the number of days after applying by which the team means to answer each applicant (`GET /api/applications?awaitingAnswer=true` lists those due within 3 days or past); `rejectUnansweredAfterDeadline` (extension, default false) lets a daily job reject active applications still unanswered past it, with the organization's rejection e-mail in the candidate's language (docs/decisions/494). `sendCandidateSurvey` (extension, default false) invites candidates, two days after their application was rejected, hired or withdrawn, to an anonymous three-question survey read only in aggregate (`GET /api/reports/candidate-survey`, docs/decisions/499). A field left out keeps its value, `null` clears it. Refreshes the public board. `requireTwoFactor` (extension, docs/decisions/490): members who sign in with a password must set up two-factor sign-in before anything else (their session's API calls answer 403 except the enrolment's; single sign-on and API keys are not asked). `sessionLifetimeHours` (extension, 1-720, 8 until chosen): how long a browser session lasts from its sign-in; a shorter lifetime also shortens the sessions already open. Audited as `organization.branding_updated` (the privacy settings, the EEO survey, the languages, the answer deadline, the candidate survey and the sign-in settings appear in it when they changed).",
    access: "authenticated",
    need: "settings.manage",
    body: UpdateBrandingBody,
    bodyExample: { logoUrl: "https://cdn.acme.example/logo.png", accentColor: "#2753E0" },
    success: { status: 200, description: "The updated organization", schema: OrganizationResponse, example: { organization } },
    errors: { 400: "Invalid body: not an https:// URL, not #RRGGBB, a retention outside 1-36500 days, a session lifetime outside 1-720 hours, no language or one unknown or named twice, or no field sent." },
  },
  updateSlug: {
    method: "patch",
    path: "/api/orgs/slug",
    tag,
    summary: "Change the slug",
    description:
      "Admins only. 3-48 characters of a-z, 0-9 and single hyphens, not starting or ending with a hyphen; `api`, `admin`, `careers`, `login` and `settings` are reserved. The careers URLs change with it. Audited as `organization.slug_updated`.",
    access: "authenticated",
    need: "settings.manage",
    body: UpdateSlugBody,
    bodyExample: { slug: "acme-careers" },
    success: { status: 200, description: "The updated organization", schema: OrganizationResponse, example: { organization } },
    errors: { 400: "Invalid or reserved slug.", 409: "Another organization already uses this slug." },
  },
  listRejectionReasons: {
    method: "get",
    path: "/api/orgs/me/rejection-reasons",
    tag,
    summary: "List the rejection reasons",
    description:
      'Any role. The reasons a rejection can name (`rejectionReasonId` of PATCH /api/applications/{id} and the bulk `reject`), in the organization\'s order, archived ones included (they stay on the rejections that name them but are not offered for new ones). A new organization starts with "Not enough experience", "Skills do not match", "Hired someone else", "Salary expectations", "Candidate withdrew", "Did not respond" and "Other"; the reason labelled "Other" asks for the free-text `rejectionReason`. Reports count rejections by reason (`rejectionReasons` of GET /api/reports).',
    access: "authenticated",
    need: rows("whoever rejects an application chooses among them"),
    success: { status: 200, description: "The reasons", schema: RejectionReasonsResponse, example: { reasons: rejectionReasons } },
  },
  replaceRejectionReasons: {
    method: "put",
    path: "/api/orgs/me/rejection-reasons",
    tag,
    summary: "Replace the rejection reasons",
    description:
      "Admins only. The whole list in the order to keep (at most 50): an item with an `id` renames, archives (`archived: true`) or restores that reason; an item without one creates a reason (or takes back one of that label that the list leaves out). A reason the list leaves out is deleted, or archived and kept last while a rejection names it: a reason in use is never deleted. Labels are trimmed, 1-80 characters, one line, unique in the organization ignoring case. Answers the list as it is now. Audited as `organization.rejection_reasons_updated` with the labels added, renamed, archived, restored and removed.",
    access: "authenticated",
    need: "settings.manage",
    body: ReplaceRejectionReasonsBody,
    bodyExample: { reasons: [{ id: 3, label: "Not enough experience" }, { id: 4, label: "Skills do not match", archived: true }, { label: "Relocation not possible" }, { id: 9, label: "Other" }] },
    success: { status: 200, description: "The reasons now", schema: RejectionReasonsResponse, example: { reasons: rejectionReasons } },
    errors: { 400: "Invalid body: an empty, too long or repeated label, an id named twice or not a reason of this organization, or more than 50 reasons; `details` names each bad item (`reasons.2.label`)." },
  },
});
