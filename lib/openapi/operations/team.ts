import { rows } from "@/lib/api/needs";
import { AcceptInvitationBody, InvitationTokenParams } from "@/lib/schemas/invitation";
import { SendProductFeedbackBody } from "@/lib/schemas/product-feedback";
import { OutboxQuery } from "@/lib/schemas/public";
import { IdParams } from "@/lib/schemas/common";
import { InviteMemberBody, MemberIdParams, TeamQuery, UpdateMemberBody } from "@/lib/schemas/team";
import {
  AcceptInvitationResponse,
  InvitationResponse,
  InviteResponse,
  MemberResponse,
  OkResponse,
  OutboxResponse,
  TeamResponse,
} from "@/lib/schemas/responses";
import { at0, at1, page, USER_ID } from "../examples";
import { operations } from "../declare";
import { PAGING_DOCS } from "./paging";

const tag = "Team";
const TOKEN = { token: "The token from the invitation e-mail" };

export const teamOperations = operations({
  getTeam: {
    method: "get",
    path: "/api/team",
    tag,
    summary: "Team members and pending invitations",
    description:
      "Every role sees the members, active and deactivated (`status`), by name; removed members are not listed. Extension (docs/decisions/471): `may` keeps the members whose role grants that permission (`jobs.manage` for the hiring managers a job may list, `offers.approve` for approvers). Only admins (`team.manage`) see the pending invitations (empty for everyone else); expired ones are left out. Each member answers their `weeklyInterviewLimit` and their interviews that are not cancelled this week and next (`interviewsThisWeek`, `interviewsNextWeek`; Monday to Sunday on the member's own clock, docs/decisions/486).",
    access: "authenticated",
    // the team
    need: rows("every member sees who is on the team; pending invitations only with `team.manage`"),
    query: TeamQuery,
    parameterDocs: { may: "A permission key (GET /api/permissions): only the members whose role grants it." },
    success: {
      status: 200,
      description: "Members and invitations",
      schema: TeamResponse,
      example: {
        members: [{ id: USER_ID, name: "Ada Admin", email: "ada@acme.example", role: "admin", status: "active", weeklyInterviewLimit: null, interviewsThisWeek: 2, interviewsNextWeek: 0 }],
        invitations: [{ id: 2, email: "new.hire@acme.example", role: "interviewer", expiresAt: "2026-11-28T09:30:00.000Z", createdAt: at0 }],
      },
    },
  },
  inviteMember: {
    method: "post",
    path: "/api/team/invite",
    tag,
    summary: "Invite a team member",
    description:
      "E-mails a single-use link, valid 7 days, to join the organization with a role: `role` (its key) or, as an extension, `roleId` (GET /api/roles); `interviewer` when neither is given. `simulated` is true when no SMTP server is configured and the mail went only to the outbox. Audited as `invitation.created`.",
    access: "authenticated",
    need: "team.manage",
    body: InviteMemberBody,
    bodyExample: { email: "new.hire@acme.example", role: "recruiter" },
    success: { status: 200, description: "The invitation was sent", schema: InviteResponse, example: { ok: true, simulated: true } },
    errors: {
      400: "Invalid body: not an e-mail address, a role that is not one of the organization's, or the agency recruiter's role, which only an agency's invitation gives (POST /api/agencies/{id}/recruiters).",
      409: "This e-mail already belongs to a member (also a deactivated one, who is reactivated instead). A removed member may be invited again.",
    },
  },
  updateMember: {
    method: "patch",
    path: "/api/team/{userId}",
    tag,
    summary: "Change a member's role, deactivate or reactivate them",
    description:
      "Extension. A new role (`role`, its key, or `roleId`, GET /api/roles) and/or `status` (`active` or `deactivated`). Applies to the member's very next request: the role decides what their keys and sessions may do at once, and a deactivated member cannot sign in while every API key and session of theirs answers 401 (until reactivated). The organization keeps at least one active admin: demoting or deactivating the last one is 409, as is deactivating yourself. `weeklyInterviewLimit` (0-100, or null for none) caps how many interviews panel days give the member in one of their weeks (docs/decisions/486); audited as `member.interview_limit_changed`. A request that changes nothing answers the member and records nothing. Audited as `member.role_changed`, `member.deactivated` or `member.reactivated` with `before`/`after`, and `undo: true` when the request sent `undo: true` (an Undo of the change before it).",
    access: "authenticated",
    need: "team.manage",
    params: MemberIdParams,
    parameterDocs: { userId: "Id of the member (`id` in `GET /api/team`)" },
    body: UpdateMemberBody,
    bodyExample: { role: "hiring_manager" },
    success: {
      status: 200,
      description: "The member as changed",
      schema: MemberResponse,
      example: { member: { id: USER_ID, name: "Ivan Interviewer", email: "ivan@acme.example", role: "hiring_manager", status: "active", weeklyInterviewLimit: 6 } },
    },
    errors: {
      400: "Invalid body: none of `role`, `status` and `weeklyInterviewLimit`, or an unknown value.",
      404: "No member of this organization has this id (also a removed member).",
      409: "The member is the last active admin, or you tried to deactivate yourself.",
    },
  },
  removeMember: {
    method: "delete",
    path: "/api/team/{userId}",
    tag,
    summary: "Remove a member",
    description:
      "Admins only; extension. The member can no longer sign in, their API keys are revoked for good and their open review requests are withdrawn; feedback, notes and audit entries they wrote keep their name. They leave the team list. Their address may be invited again: accepting restores the account. Removing yourself or the last active admin is 409. Audited as `member.removed`.",
    access: "authenticated",
    need: "team.manage",
    params: MemberIdParams,
    parameterDocs: { userId: "Id of the member" },
    success: { status: 200, description: "Removed", schema: OkResponse, example: { ok: true } },
    errors: {
      404: "No member of this organization has this id (also one removed before).",
      409: "The member is the last active admin, or yourself.",
    },
  },
  revokeInvitation: {
    method: "delete",
    path: "/api/team/invitations/{id}",
    tag,
    summary: "Revoke an invitation",
    description:
      "Admins only (403 for any id otherwise, since only admins see invitations); extension. Deletes an invitation that was not accepted (also an expired one); its link answers 404 from then on. Audited as `invitation.revoked`.",
    access: "authenticated",
    need: "team.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the invitation (`invitations[].id` in `GET /api/team`)" },
    success: { status: 200, description: "Revoked", schema: OkResponse, example: { ok: true } },
    errors: {
      404: "No invitation of this organization has this id.",
      409: "The invitation was already accepted.",
    },
  },
  resendInvitation: {
    method: "post",
    path: "/api/team/invitations/{id}/resend",
    tag,
    summary: "Send an invitation again",
    description:
      "Admins only (403 for any id otherwise); extension. E-mails a new single-use link for the same address and role, valid 7 days from now; the earlier link answers 404 from then on. Works for an expired invitation too. Audited as `invitation.resent`.",
    access: "authenticated",
    need: "team.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the invitation" },
    success: { status: 200, description: "The new link was sent", schema: InviteResponse, example: { ok: true, simulated: true } },
    errors: {
      404: "No invitation of this organization has this id.",
      409: "The invitation was already accepted, or the address became a member meanwhile.",
    },
  },
  getInvitation: {
    method: "get",
    path: "/api/invitations/{token}",
    tag,
    summary: "Look at an invitation",
    description: "Public: what the invitation link offers, for the sign-up page.",
    access: "public",
    params: InvitationTokenParams,
    parameterDocs: TOKEN,
    success: {
      status: 200,
      description: "The invitation",
      schema: InvitationResponse,
      example: {
        invitation: { email: "new.hire@acme.example", role: "recruiter", organization: { name: "Acme", slug: "acme" }, expiresAt: at1 },
      },
    },
    errors: { 404: "No invitation has this token.", 409: "The invitation was already used or has expired." },
  },
  acceptInvitation: {
    method: "post",
    path: "/api/invitations/{token}/accept",
    tag,
    summary: "Accept an invitation",
    description: "Public: creates the user with the invited e-mail and role; the link works once. The password is 10-200 characters. Audited as `invitation.accepted`.",
    access: "public",
    params: InvitationTokenParams,
    parameterDocs: TOKEN,
    body: AcceptInvitationBody,
    bodyExample: { name: "New Hire", password: "correct horse battery" },
    success: {
      status: 201,
      description: "The account exists; sign in with the e-mail",
      schema: AcceptInvitationResponse,
      example: { ok: true, email: "new.hire@acme.example" },
    },
    errors: {
      400: "Invalid body: missing name, or a password shorter than 10 or longer than 200 characters.",
      404: "No invitation has this token.",
      409: "The invitation was already used or has expired, or the e-mail already has an account.",
    },
  },
  sendProductFeedback: {
    method: "post",
    path: "/api/product-feedback",
    tag,
    summary: "Send product feedback",
    description: "Any role. `message` 1-5000 characters, `page` (where it was written) 1-500 characters; stored with the caller.",
    access: "authenticated",
    need: rows("every member may tell the product's makers something"),
    body: SendProductFeedbackBody,
    bodyExample: { message: "Dragging cards on a phone is hard.", page: "/jobs/7" },
    success: { status: 200, description: "Stored", schema: OkResponse, example: { ok: true } },
    errors: { 400: "Invalid body: empty or too long message or page." },
  },
  listOutbox: {
    method: "get",
    path: "/api/outbox",
    tag,
    summary: "Outgoing mail",
    description:
      "Admins only: the organization's e-mails, newest first, paged (the development mailbox when no SMTP server is set). The token of every single-use link (invitations, withdrawals) reads `[hidden]`: it belongs to the recipient alone.",
    access: "authenticated",
    need: "outbox.view",
    query: OutboxQuery,
    parameterDocs: { ...PAGING_DOCS, to: "Only mails to this address." },
    success: {
      status: 200,
      description: "A page of e-mails",
      schema: OutboxResponse,
      example: {
        emails: [
          {
            id: 14,
            kind: "invitation",
            to: "new.hire@acme.example",
            subject: "You are invited to join Acme",
            text: "Open this link within 7 days to join: https://hiring.acme.example/invite/[hidden]",
            createdAt: at0,
            sentAt: null,
          },
        ],
        page: page(1),
      },
    },
  },
});
