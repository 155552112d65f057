import { z } from "zod";
import { ResourceId, RoleName, Timestamp, UserId } from "./common";

export const TeamMember = z.object({ id: UserId, name: z.string(), email: z.string(), role: RoleName });
export const PendingInvitation = z.object({
  id: ResourceId,
  email: z.string(),
  role: RoleName,
  expiresAt: Timestamp,
  createdAt: Timestamp,
});

export const TeamResponse = z.object({
  members: z.array(TeamMember),
  invitations: z.array(PendingInvitation).describe("Pending invitations; always empty for non-admins"),
});

export const InviteResponse = z.object({
  ok: z.literal(true),
  simulated: z.boolean().describe("true when no SMTP server is configured and the mail only went to the outbox"),
});

export const InvitationResponse = z.object({
  invitation: z.object({
    email: z.string(),
    role: RoleName,
    organization: z.object({ name: z.string(), slug: z.string() }),
    expiresAt: Timestamp,
  }),
});

export const AcceptInvitationResponse = z.object({ ok: z.literal(true), email: z.string() });
