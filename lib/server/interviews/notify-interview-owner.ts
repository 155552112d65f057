import type { Tx } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { queueMail } from "@/lib/mail/send-mail";
import { notifyMembers } from "@/lib/server/notifications/notify-members";
import type { ByToken } from "./candidate-interview-access";

// The member who scheduled the interview (or made the link the candidate booked it by) hears when
// the candidate moves or cancels it themselves (docs/decisions/411); one no longer active does not.
export async function notifyInterviewOwner(tx: Tx, found: ByToken, createdById: string | null, what: "moved" | "cancelled", startsAt: string): Promise<void> {
  if (!createdById) return;
  // an owner booked on the interview heard of the change with the other interviewers
  if (!found.row.interviewerIds.includes(createdById)) {
    await notifyMembers(tx, {
      organizationId: found.row.organizationId,
      kind: "interview_changed",
      actorId: null,
      recipientIds: [createdById],
      text: `${found.application.candidateName} ${what} their interview "${found.row.title}" (${found.jobTitle})`,
      url: `/applications/${found.application.id}`,
      applicationId: found.application.id,
      about: { subject: "interview", id: found.row.id },
    });
  }
  // the candidate's link reads the members of the interview's organization only (its public scope)
  const owner = await tx.user.findFirst({ where: { id: createdById, deactivatedAt: null, removedAt: null }, select: { email: true, name: true } });
  if (!owner) return;
  const when = `${new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short", timeZone: found.row.timeZone }).format(new Date(startsAt))} (${found.row.timeZone})`;
  await queueMail(tx, {
    organizationId: found.row.organizationId,
    kind: "interview_candidate_change",
    to: owner.email,
    subject: `${found.application.candidateName} ${what} their interview: ${found.row.title}`,
    text: [
      `Hello ${owner.name},`,
      "",
      what === "moved" ? `${found.application.candidateName} moved "${found.row.title}" (${found.jobTitle}) to ${when}.` : `${found.application.candidateName} cancelled "${found.row.title}" (${found.jobTitle}), which was on ${when}.`,
      "The interviewers have the updated invitation.",
      "",
      `The application: ${appUrl()}/applications/${found.application.id}`,
    ].join("\n"),
  });
}
