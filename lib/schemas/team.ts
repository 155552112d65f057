import { z } from "zod";
import { Role } from "@/lib/generated/prisma/enums";
import { Email } from "./common";

export const InviteMemberBody = z.object({
  email: Email,
  role: z.enum(Role).default("interviewer"),
});
export type InviteMemberBody = z.output<typeof InviteMemberBody>;

export const memberSelect = { id: true, name: true, email: true, role: true } as const;
export const pendingInvitationSelect = { id: true, email: true, role: true, expiresAt: true, createdAt: true } as const;
