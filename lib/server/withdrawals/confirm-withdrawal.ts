import { db, type Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { SYSTEM_ACTOR, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { queueSurveyInvitation } from "@/lib/server/candidate-survey/queue-survey-invitation";
import { findWithdrawalToken, withdrawalStateOf } from "./find-withdrawal-token";
import { now } from "@/lib/clock";
import { asHolderOf } from "@/lib/server/public/public-scope";

export const LINK_EXPIRED =
  "This withdrawal link has expired or was already used, or the application is already closed. Ask for a new link on the careers page.";

// Following a withdrawal link: the application becomes withdrawn, its open stage visit closes and
// the link is spent, all in one transaction. A repeat answers alreadyWithdrawn instead of failing.
export async function confirmWithdrawal(token: string): Promise<{ alreadyWithdrawn: boolean }> {
  return asHolderOf("withdrawal", token, async () => {
    return db.$transaction(async (tx) => {
      const row = await findWithdrawalToken(tx, token);
      // lock the application so two clicks cannot both withdraw it
      await tx.$queryRaw`SELECT id FROM applications WHERE id = ${row.application.id} FOR UPDATE`;
      const current = await findWithdrawalToken(tx, token);
      const at = now();
      const state = withdrawalStateOf(current, at);
      if (state === "withdrawn") return { alreadyWithdrawn: true };
      if (state === "expired") throw new Conflict(LINK_EXPIRED);

      await tx.withdrawalToken.update({ where: { id: current.id }, data: { usedAt: at } });
      await withdrawApplicationIn(tx, current.application, at, "withdrawal_link");
      return { alreadyWithdrawn: false };
    });
  });
}

type Withdrawn = { id: number; organizationId: number; status: string; candidateName: string; job: { title: string } };

// The candidate withdraws an active application (by a withdrawal link or from their application
// page, `via`): it becomes withdrawn and its open stage visit closes, with its event and an audit
// entry by the candidate, in the caller's transaction, which has locked the application.
export async function withdrawApplicationIn(tx: Tx, application: Withdrawn, at: Date, via: "withdrawal_link" | "application_page"): Promise<void> {
  await tx.application.update({
    where: { id: application.id },
    data: { status: "withdrawn", closedAt: at },
  });
  await tx.stageVisit.updateMany({ where: { applicationId: application.id, leftAt: null }, data: { leftAt: at } });
  // "how it felt", a while later, when the organization sends it (docs/decisions/499)
  await queueSurveyInvitation(tx, application, "withdrawn");
  // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
  await recordEvent(tx, {
    organizationId: application.organizationId,
    type: "application.updated",
    data: toApplication(await tx.application.findUniqueOrThrow({ where: { id: application.id }, select: applicationSelect })),
    previous: { status: application.status },
  });
  await recordAudit(tx, SYSTEM_ACTOR, {
    organizationId: application.organizationId,
    action: "application.withdrawn",
    targetType: "application",
    targetId: application.id,
    targetLabel: applicationLabel(application.candidateName, application.job.title),
    metadata: { before: { status: application.status }, after: { status: "withdrawn" }, via },
  });
}
