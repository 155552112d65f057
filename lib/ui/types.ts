// Shapes the screens receive, inferred from the API's own response schemas so UI and API cannot drift.
import type { z } from "zod";
import type { ApiKey as ApiKeySchema, CreateApiKeyResponse as CreateApiKeySchema } from "@/lib/schemas/responses/api-key";
import type { ApplicationListItem as ApplicationListItemSchema, ListApplicationsResponse as ListApplicationsSchema } from "@/lib/schemas/responses/application";
import type { HomeResponse as HomeSchema } from "@/lib/schemas/responses/home";
import type {
  Job as JobSchema,
  JobIntakeAddress as JobIntakeAddressSchema,
  ListJobsResponse as ListJobsSchema,
  RatingSummary as RatingSummarySchema,
  Stage as StageSchema,
  StageCountsResponse as StageCountsSchema,
} from "@/lib/schemas/responses/job";
import type { Organization as OrganizationSchema } from "@/lib/schemas/responses/organization";
import type { PermissionsResponse as PermissionsSchema, RoleView as RoleViewSchema, RolesResponse as RolesSchema } from "@/lib/schemas/responses/role";
import type { InvitationResponse as InvitationSchema, PendingInvitation as PendingInvitationSchema, TeamMember as TeamMemberSchema, TeamResponse as TeamSchema } from "@/lib/schemas/responses/team";
import type {
  CreateWebhookResponse as CreateWebhookSchema,
  ListWebhookDeliveriesResponse as ListWebhookDeliveriesSchema,
  Webhook as WebhookSchema,
  WebhookDelivery as WebhookDeliverySchema,
  WebhookDeliveryAttempt as WebhookDeliveryAttemptSchema,
} from "@/lib/schemas/responses/webhook";

export type ApiKey = z.infer<typeof ApiKeySchema>;
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeySchema>;
export type ApplicationListItem = z.infer<typeof ApplicationListItemSchema>;
export type ListApplicationsResponse = z.infer<typeof ListApplicationsSchema>;
export type HomeResponse = z.infer<typeof HomeSchema>;
export type Job = z.infer<typeof JobSchema>;
export type JobIntakeAddress = z.infer<typeof JobIntakeAddressSchema>;
export type ListJobsResponse = z.infer<typeof ListJobsSchema>;
export type RatingSummary = z.infer<typeof RatingSummarySchema>;
export type Stage = z.infer<typeof StageSchema>;
export type StageCountsResponse = z.infer<typeof StageCountsSchema>;
export type Organization = z.infer<typeof OrganizationSchema>;
export type TeamResponse = z.infer<typeof TeamSchema>;
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;
export type InvitationResponse = z.infer<typeof InvitationSchema>;
export type Role = TeamMember["role"];
export type RoleView = z.infer<typeof RoleViewSchema>;
export type RolesResponse = z.infer<typeof RolesSchema>;
export type PermissionsResponse = z.infer<typeof PermissionsSchema>;
export type Webhook = z.infer<typeof WebhookSchema>;
export type CreateWebhookResponse = z.infer<typeof CreateWebhookSchema>;
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export type WebhookDeliveryAttempt = z.infer<typeof WebhookDeliveryAttemptSchema>;
export type ListWebhookDeliveriesResponse = z.infer<typeof ListWebhookDeliveriesSchema>;
