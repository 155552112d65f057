import { ownerDb } from "@/lib/db/owner";
import { appUrl } from "@/lib/env";
import { generateToken, hashSecret } from "@/lib/auth/api-keys";
import type { AuditTrail } from "./audit";
import type { SeededApplication } from "./applications";
import { DAY_MS } from "./random";

type Org = { id: number; name: string; slug: string };

// What the outbox would hold after a few days of use: a pending invitation (its link works,
// since the token is made here) and the confirmations of the latest applications.
export async function seedMail(org: Org, ctx: { admin: { id: string; name: string }; latest: SeededApplication[]; audit: AuditTrail }) {
  const token = generateToken();
  const invitedAt = new Date(Date.now() - 2 * DAY_MS);
  const invitation = await ownerDb.invitation.create({
    data: {
      organizationId: org.id,
      email: "olivia@acme.example",
      role: "interviewer",
      tokenHash: hashSecret(token),
      invitedById: ctx.admin.id,
      expiresAt: new Date(invitedAt.getTime() + 7 * DAY_MS),
      createdAt: invitedAt,
    },
  });
  ctx.audit.add(ctx.admin, "invitation.created", { type: "invitation", id: invitation.id }, { email: invitation.email, role: invitation.role }, invitedAt);
  const mails = [
    {
      kind: "invitation",
      toAddress: invitation.email,
      subject: `You are invited to join ${org.name}`,
      textBody: `${ctx.admin.name} invited you to join ${org.name} on Hiring as an interviewer.\n\nOpen this link within 7 days to join: ${appUrl()}/invite/${token}`,
      createdAt: invitedAt,
    },
    ...ctx.latest.map((app) => ({
      kind: "application_received",
      toAddress: app.candidate.email,
      subject: `Your application for ${app.job.title} at ${org.name}`,
      textBody: [
        `Hello ${app.candidate.name},`,
        "",
        `thank you for applying for ${app.job.title} at ${org.name}. The hiring team will review your application and get back to you.`,
      ].join("\n"),
      createdAt: app.createdAt,
    })),
  ];
  await ownerDb.outboxEmail.createMany({ data: mails.map((m) => ({ ...m, organizationId: org.id })) });
  return mails.length;
}
