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

export type AuditFilters = { action: string; targetType: string; actorUserId: string; limit: number; offset: number };

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
  "criterion.created",
  "feedback.submitted",
  "feedback.updated",
  "invitation.accepted",
  "invitation.created",
  "invitation.resent",
  "invitation.revoked",
  "job.created",
  "job.updated",
  "member.deactivated",
  "member.reactivated",
  "member.removed",
  "member.role_changed",
  "note.created",
  "organization.branding_updated",
  "organization.slug_updated",
  "review.requested",
  "stage.created",
  "stage.renamed",
  "stage.reordered",
] as const;

export const KNOWN_TARGET_TYPES = ["api_key", "application", "criterion", "feedback", "invitation", "job", "member", "note", "organization", "stage"] as const;
