import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { generateToken, hashSecret } from "@/lib/auth/api-keys";
import { deliverMail, isMailSimulated } from "@/lib/mail/send-mail";
import { INVITATION_TTL_DAYS } from "@/lib/schemas/invitation";
import type { InviteMemberBody } from "@/lib/schemas/team";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { enqueueInvitationMail } from "@/lib/server/invitations/invitation-mail";
import { memberConflict } from "@/lib/server/invitations/member-conflict";
import { nowMs } from "@/lib/clock";
import { AGENCY_RECRUITER_ROLE, DEFAULT_ROLE } from "@/lib/auth/permissions";
import { BadRequest } from "@/lib/errors";
import { resolveRole } from "@/lib/server/roles/resolve-role";

// Who manages the team (`team.manage`, declared by the route) invites by e-mail, with a role of the organization (by key or id): a single-use link (only its hash is stored) valid for 7 days. A new
// invitation to the same address replaces any earlier one that was not accepted. An address with an
// account in another organization is invited like any other: the answer must not reveal other tenants'
// users; accepting settles it (docs/decisions/112).
// An agency's invitation (docs/decisions/504) carries the agency and the name the admin gave: the
// accepted member joins that agency with the agency recruiter's role, audited as agency.recruiter_invited.
export const AGENCY_RECRUITER_MESSAGE = "an agency's recruiter is invited from the agency (POST /api/agencies/{id}/recruiters)";

export type AgencyInvitation = { agencyId: number; agencyName: string; name: string };

export async function createInvitation(caller: Caller, input: InviteMemberBody, agency?: AgencyInvitation) {
  const token = generateToken();
  const expiresAt = new Date(nowMs() + INVITATION_TTL_DAYS * 86_400_000);
  const mailId = await db.$transaction(async (tx) => {
    // serializes invitations to one address, so "replaces the earlier one" holds under concurrency
    await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${caller.orgId}, hashtext(${input.email}))`;
    const { key: role } = await resolveRole(tx, input.roleId === undefined ? { role: input.role ?? DEFAULT_ROLE } : { roleId: input.roleId });
    // an agency's recruiter belongs to an agency: only its invitation gives the role (decision 504)
    if (role === AGENCY_RECRUITER_ROLE && !agency) throw new BadRequest(`Invalid body: role: ${AGENCY_RECRUITER_MESSAGE}`, [{ path: input.roleId === undefined ? "role" : "roleId", message: AGENCY_RECRUITER_MESSAGE }]);
    const conflict = await memberConflict(tx, input.email);
    if (conflict) throw conflict;
    const replaced = await tx.invitation.deleteMany({
      where: { email: input.email, acceptedAt: null },
    });
    const invitation = await tx.invitation.create({
      data: {
        organizationId: caller.orgId,
        email: input.email,
        role,
        tokenHash: hashSecret(token),
        invitedById: caller.userId,
        expiresAt,
        agencyId: agency?.agencyId ?? null,
        name: agency?.name ?? null,
      },
      select: { id: true },
    });
    const invited = { email: input.email, role, expiresAt: expiresAt.toISOString(), replaced: replaced.count };
    await recordAudit(
      tx,
      actorOf(caller),
      agency
        ? { organizationId: caller.orgId, action: "agency.recruiter_invited", targetType: "agency", targetId: agency.agencyId, targetLabel: agency.agencyName, metadata: { ...invited, invitationId: invitation.id, name: agency.name, agency: agency.agencyName } }
        : { organizationId: caller.orgId, action: "invitation.created", targetType: "invitation", targetId: invitation.id, metadata: invited },
    );
    return enqueueInvitationMail(tx, { organizationId: caller.orgId, email: input.email, role, token, expiresAt, inviterName: caller.name });
  });
  await deliverMail(mailId);
  return { ok: true as const, simulated: isMailSimulated() };
}
