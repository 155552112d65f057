import { z } from "zod";
import { Count, ResourceId, RoleName, Timestamp, UserId } from "./common";

export const MemberStatus = z
  .enum(["active", "deactivated"])
  .describe("`deactivated`: cannot sign in, and every API key and session of theirs answers 401 until reactivated");
export const TeamMember = z.object({
  id: UserId,
  name: z.string(),
  email: z.string(),
  role: RoleName,
  status: MemberStatus,
  weeklyInterviewLimit: z.number().int().min(0).max(100).nullable().describe("How many interviews panel days give the member in a week at most; null: no limit"),
});
export const MemberResponse = z.object({ member: TeamMember });
export const PendingInvitation = z.object({
  id: ResourceId,
  email: z.string(),
  role: RoleName,
  expiresAt: Timestamp,
  createdAt: Timestamp,
});

export const TeamResponse = z.object({
  members: z
    .array(
      TeamMember.extend({
        interviewsThisWeek: Count.describe("Their interviews that are not cancelled in this week (Monday to Sunday on their own clock: their working hours' zone)"),
        interviewsNextWeek: Count.describe("The same for next week"),
      }),
    )
    .describe("Active and deactivated members, by name; removed members are not listed"),
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
