import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { invalidatePublicBoard } from "@/lib/cache/public-board";
import { organizationSelect, type UpdateBrandingBody } from "@/lib/schemas/organization";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { shortenSessions } from "@/lib/auth/user-sessions";

// the settings beside the look, in the audit entry only when they changed
const SETTINGS_FIELDS = ["privacyPolicyUrl", "candidateRetentionDays", "eeoSurveyEnabled", "careersLanguages", "requireTwoFactor", "sessionLifetimeHours", "answerWithinDays", "rejectUnansweredAfterDeadline", "sendCandidateSurvey"] as const;

// For `settings.manage`, which its route declares. Fields left out keep their value; an unchanged request writes nothing. The audit
// entry has the look (logo, accent) before and after, and the other settings when they changed.
export async function updateBranding(caller: Caller, changes: UpdateBrandingBody) {
  let shortened = false;
  const organization = await db.$transaction(async (tx) => {
    const before = await tx.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: organizationSelect });
    const after = {
      logoUrl: changes.logoUrl === undefined ? before.logoUrl : changes.logoUrl,
      accentColor: changes.accentColor === undefined ? before.accentColor : changes.accentColor,
      privacyPolicyUrl: changes.privacyPolicyUrl === undefined ? before.privacyPolicyUrl : changes.privacyPolicyUrl,
      candidateRetentionDays: changes.candidateRetentionDays === undefined ? before.candidateRetentionDays : changes.candidateRetentionDays,
      eeoSurveyEnabled: changes.eeoSurveyEnabled ?? before.eeoSurveyEnabled,
      careersLanguages: changes.careersLanguages ?? before.careersLanguages,
      requireTwoFactor: changes.requireTwoFactor ?? before.requireTwoFactor,
      sessionLifetimeHours: changes.sessionLifetimeHours ?? before.sessionLifetimeHours,
      answerWithinDays: changes.answerWithinDays === undefined ? before.answerWithinDays : changes.answerWithinDays,
      rejectUnansweredAfterDeadline: changes.rejectUnansweredAfterDeadline ?? before.rejectUnansweredAfterDeadline,
      sendCandidateSurvey: changes.sendCandidateSurvey ?? before.sendCandidateSurvey,
    };
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
    if (changed.length === 0) return before;
    shortened = after.sessionLifetimeHours < before.sessionLifetimeHours;
    const updated = await tx.organization.update({ where: { id: caller.orgId }, data: after, select: organizationSelect });
    const settings = SETTINGS_FIELDS.filter((key) => changed.includes(key));
    const side = (values: typeof after) => ({
      logoUrl: values.logoUrl,
      accentColor: values.accentColor,
      ...Object.fromEntries(settings.map((key) => [key, values[key]])),
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "organization.branding_updated",
      targetType: "organization",
      targetId: caller.orgId,
      metadata: { before: side(before), after: side(after) },
    });
    return updated;
  });
  // a shorter lifetime also shortens the sessions already open (a longer one applies to new sign-ins)
  if (shortened) await shortenSessions(caller.orgId, organization.sessionLifetimeHours);
  invalidatePublicBoard(organization.slug);
  return organization;
}
