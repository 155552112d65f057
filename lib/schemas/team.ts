import { z } from "zod";
import { DEFAULT_ROLE, PERMISSION_KEYS } from "@/lib/auth/permissions";
import { Email } from "./common";

// A role of the organization, named by its key (what a member's `role` answers) or by its id
export const RoleKey = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/, "must be a role's key: lowercase letters, digits and _");
const RoleId = z.number().int().positive();

export const InviteMemberBody = z.object({
  email: Email,
  role: RoleKey.optional().meta({ description: `The role by key; \`${DEFAULT_ROLE}\` when neither this nor roleId is given` }),
  roleId: RoleId.optional().meta({ description: "The role by id (GET /api/roles), instead of `role`" }),
});
export type InviteMemberBody = z.output<typeof InviteMemberBody>;

// GET /api/team?may=jobs.manage: only the members whose role grants that permission (the hiring
// managers a job may list, the approvers a chain may name)
export const TeamQuery = z.object({
  may: z.enum(PERMISSION_KEYS as [string, ...string[]], { message: "is not a permission (see GET /api/permissions)" }).optional(),
});
export type TeamQuery = z.output<typeof TeamQuery>;

export const MEMBER_STATUSES = ["active", "deactivated"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

// A member's id from the path (user ids are opaque strings, as in RequestReviewersBody)
export const MemberIdParams = z.object({ userId: z.string().min(1).max(64) });
export type MemberIdParams = z.output<typeof MemberIdParams>;

// PATCH /api/team/{userId}: a new role, deactivation or reactivation, or both (docs/decisions/172);
// `undo` marks the change as the reversal of the one before it, for the audit log (docs/decisions/293)
export const UpdateMemberBody = z
  .object({
    role: RoleKey.optional(),
    roleId: RoleId.optional().meta({ description: "The new role by id (GET /api/roles), instead of `role`" }),
    status: z.enum(MEMBER_STATUSES).optional(),
    weeklyInterviewLimit: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .optional()
      .meta({ description: "How many interviews a panel day may give the member in one of their weeks at most (0-100); null: no limit (docs/decisions/486)" }),
    undo: z
      .boolean()
      .optional()
      .meta({ description: "`true` when the change reverses the previous one (the Undo of the team screen); recorded as `undo: true` in the audit entry's metadata" }),
  })
  .refine((b) => b.role !== undefined || b.roleId !== undefined || b.status !== undefined || b.weeklyInterviewLimit !== undefined, "give role (or roleId), status, weeklyInterviewLimit or several");
export type UpdateMemberBody = z.output<typeof UpdateMemberBody>;

export const memberSelect = { id: true, name: true, email: true, role: true, deactivatedAt: true, weeklyInterviewLimit: true } as const;
export const pendingInvitationSelect = { id: true, email: true, role: true, expiresAt: true, createdAt: true } as const;

type MemberRow = { id: string; name: string; email: string; role: string; deactivatedAt: Date | null; weeklyInterviewLimit: number | null };

export function toMember({ deactivatedAt, ...member }: MemberRow) {
  return { ...member, status: (deactivatedAt ? "deactivated" : "active") as MemberStatus };
}
