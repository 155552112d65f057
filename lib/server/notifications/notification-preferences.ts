import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import type { Permission } from "@/lib/auth/permissions";
import type { KindPreference, NotificationPreferencesBody } from "@/lib/schemas/notification-preferences";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { NOTIFICATION_KINDS, type NotificationKind } from "./kinds";

export type NotificationPreferences = { timeZone: string; digestHour: number; kinds: Record<NotificationKind, KindPreference> };

// chat is each member's own choice: off until they ask for Slack messages
const on = (email: KindPreference["email"]): KindPreference => ({ inApp: true, email, chat: false });

// Every kind is in the app for everyone. E-mail at once for what blocks a colleague (a mention, a
// review asked of an interviewer or hiring manager, an interviewer's interview moved), the rest in
// the morning's digest. Approvals waiting, candidates' replies and offers' answers have mails of
// their own already (sent whatever is chosen here), so their notification mail starts off.
// Read by what the member may do: one who does not see every job is asked for reviews (a reviewer),
// one who manages no job mostly interviews.
export function defaultPreferences(permissions: readonly Permission[]): Record<NotificationKind, KindPreference> {
  const reviewer = !permissions.includes("jobs.view_all");
  const interviews = !permissions.includes("jobs.manage");
  return {
    mention: on("immediate"),
    review_requested: on(reviewer ? "immediate" : "daily"),
    approval_waiting: on("off"),
    approval_decided: on("daily"),
    candidate_replied: on("off"),
    interview_changed: on(interviews ? "immediate" : "daily"),
    offer_accepted: on("off"),
    offer_declined: on("off"),
    scorecard_submitted: on(interviews ? "off" : "daily"),
  };
}

type Row = { timeZone: string; digestHour: number; kinds: unknown } | null;

// A member's row over their permissions' defaults: a kind the row does not name keeps its default.
export function preferencesOf(permissions: readonly Permission[], row: Row): NotificationPreferences {
  const defaults = defaultPreferences(permissions);
  const chosen = (row?.kinds ?? {}) as Partial<Record<NotificationKind, KindPreference>>;
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { ...defaults[kind], ...chosen[kind] }])) as Record<NotificationKind, KindPreference>;
  return { timeZone: row?.timeZone ?? "UTC", digestHour: row?.digestHour ?? 8, kinds };
}

const rowSelect = { timeZone: true, digestHour: true, kinds: true } as const;

// The member's own row, read as whoever the transaction runs as (the member, under own_only).
export async function readPreferences(tx: Tx, userId: string, permissions: readonly Permission[]): Promise<NotificationPreferences> {
  return preferencesOf(permissions, await tx.notificationPreference.findUnique({ where: { userId }, select: rowSelect }));
}

// GET /api/users/me/notification-preferences
export function getNotificationPreferences(caller: Caller): Promise<NotificationPreferences> {
  return readPreferences(db, caller.userId, caller.permissions);
}

// PUT /api/users/me/notification-preferences: kinds left out go back to their defaults.
export async function saveNotificationPreferences(caller: Caller, body: NotificationPreferencesBody): Promise<NotificationPreferences> {
  return db.$transaction(async (tx) => {
    const data = { timeZone: body.timeZone, digestHour: body.digestHour, kinds: body.kinds, updatedAt: new Date() };
    await tx.notificationPreference.upsert({ where: { userId: caller.userId }, create: { userId: caller.userId, organizationId: caller.orgId, ...data }, update: data });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "notification_preferences.updated",
      targetType: "member",
      targetId: caller.userId,
      targetLabel: caller.name,
      metadata: { timeZone: body.timeZone, digestHour: body.digestHour, kinds: body.kinds },
    });
    return readPreferences(tx, caller.userId, caller.permissions);
  });
}
