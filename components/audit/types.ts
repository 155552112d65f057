export type AuditLogEntry = {
  id: number;
  actorUserId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  metadata: Record<string, unknown>;
  createdAt: string;
};

export type Page = { limit: number; offset: number; total: number };

// `from` and `to`: days (YYYY-MM-DD) in the viewer's time zone, both included; `q`: words to find
export type AuditFilters = { action: string; targetType: string; actorUserId: string; from: string; to: string; q: string; limit: number; offset: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// The moments the API filters by: the start of the viewer's first day, and the start of the day
// after their last day (exclusive), both in the browser's time zone.
export function dayRange(from: string, to: string): { from?: string; to?: string } {
  const start = (day: string) => new Date(`${day}T00:00:00`);
  const range: { from?: string; to?: string } = {};
  if (DAY.test(from) && !Number.isNaN(start(from).getTime())) range.from = start(from).toISOString();
  if (DAY.test(to) && !Number.isNaN(start(to).getTime())) {
    const next = start(to);
    next.setDate(next.getDate() + 1);
    range.to = next.toISOString();
  }
  return range;
}

export const PAGE_SIZES = [25, 50, 100] as const;

// Known actions and target types for the filter pickers; entries seen on the page are added at run time.
export const KNOWN_ACTIONS = [
  "api_key.created",
  "api_key.revoked",
  "application.created",
  "application.moved",
  "application.status_changed",
  "application.withdrawal_requested",
  "application.withdrawn",
  "application.link_requested",
  "document.requested",
  "document.uploaded",
  "candidate.erased",
  "candidate.privacy_requested",
  "candidate.exported",
  "candidate.merged",
  "candidate.tags_changed",
  "criterion.archived",
  "criterion.created",
  "criterion.deleted",
  "feedback.submitted",
  "feedback.updated",
  "interview_plan.applied",
  "interview_plan.updated",
  "interview_plan_template.created",
  "interview_plan_template.deleted",
  "invitation.accepted",
  "invitation.created",
  "invitation.resent",
  "invitation.revoked",
  "job.created",
  "job.deleted",
  "job.updated",
  "member.deactivated",
  "member.reactivated",
  "member.removed",
  "member.role_changed",
  "member.signed_in",
  "member.sign_in_failed",
  "member.two_factor_enabled",
  "member.two_factor_disabled",
  "member.recovery_code_used",
  "member.signed_out_everywhere",
  "session.signed_out",
  "message.received",
  "message.scheduled",
  "message.sent",
  "note.created",
  "organization.branding_updated",
  "organization.email_templates_updated",
  "organization.slug_updated",
  "review.requested",
  "stage.created",
  "stage.deleted",
  "stage.renamed",
  "stage.reordered",
  "talent_pool.candidate_removed",
  "talent_pool.candidates_added",
  "talent_pool.created",
  "talent_pool.deleted",
  "talent_pool.updated",
  "webhook.created",
  "webhook.deleted",
  "webhook.updated",
  "calendar.connected",
  "calendar.disconnected",
  "notification_preferences.updated",
  "slack.connected",
  "slack.disconnected",
  "slack.channel_rule_created",
  "slack.channel_rule_deleted",
  "teams.channel_added",
  "teams.channel_removed",
  "bamboohr.connected",
  "bamboohr.disconnected",
  "analytics_credentials.created",
  "analytics_credentials.revoked",
  "scim.token_created",
  "scim.token_revoked",
  "scim.user_created",
  "scim.user_updated",
  "scim.user_deactivated",
  "scim.user_reactivated",
  "scim.user_deleted",
  "scim.group_created",
  "scim.group_updated",
  "scim.group_deleted",
  "scim.group_role_set",
  "sso.connection_updated",
  "sso.member_created",
  "sso.sign_in_refused",
  "new_hire.exported",
  "import.completed",
  "resume_upload.created",
  "resume_upload.decided",
  "referral.created",
  "approval_chain.replaced",
  "offer.accepted",
  "offer.approval_given",
  "offer.approval_refused",
  "offer.approved",
  "offer.approvals_reset",
  "offer.approver_left",
  "offer.created",
  "offer.declined",
  "offer.expired",
  "offer.sent",
  "offer.submitted",
  "offer.updated",
  "offer.withdrawn",
  "offer_letter.created",
  "offer_letter.deleted",
  "offer_letter.updated",
  "job.approval_given",
  "job.approval_refused",
  "job.approval_rejected",
  "job.approval_requested",
  "job.approved",
  "job.approver_left",
  "interview.scheduled",
  "interview.rescheduled",
  "interview.updated",
  "interview.cancelled",
  "interview.link_created",
  "interview_scorecard.submitted",
  "debrief.decided",
  "panel.scheduled",
  "panel.moved",
  "panel.cancelled",
  "member.interview_limit_changed",
  "message_template.created",
  "message_template.deleted",
  "message_template.updated",
  "report_view.created",
  "report_view.deleted",
  "report_view.updated",
] as const;

export const KNOWN_TARGET_TYPES = ["api_key", "application", "calendar", "candidate", "criterion", "debrief_decision", "feedback", "interview_plan_template", "interview_scorecard", "invitation", "job", "member", "message", "new_hire", "import", "resume_upload", "note", "offer", "offer_letter", "organization", "stage", "talent_pool", "webhook", "message_template", "report_view", "scim_group"] as const;
