import { IdParams } from "@/lib/schemas/common";
import { MapScimGroupBody } from "@/lib/schemas/scim";
import { ScimGroupResponse, ScimGroupsResponse, ScimSettingsResponse, ScimTokenResponse } from "@/lib/schemas/responses/scim";
import { operations } from "../declare";

// SCIM provisioning's settings (docs/decisions/497). The SCIM endpoints themselves live at /scim/v2
// outside this API, with SCIM's own media type and errors; docs/scim.md describes them.
const tag = "Sign-in security";
const settings = { enabled: true, createdAt: "2026-12-08T09:15:00.000Z", baseUrl: "https://hiring.example.com/scim/v2" };
const group = { id: 4, displayName: "Recruiting", roleId: 2, members: 5 };

export const scimOperations = operations({
  getScimSettings: {
    method: "get",
    path: "/api/orgs/me/scim-token",
    tag,
    summary: "Whether SCIM provisioning is on",
    description: "Extension (docs/decisions/497). Whether a SCIM token exists, when it was made, and the base URL to give Okta or Entra ID. The token is never returned. Admins only.",
    access: "authenticated",
    // SCIM provisioning (docs/decisions/497): the token and the group → role mapping are settings
    need: "settings.manage",
    success: { status: 200, description: "The SCIM settings", schema: ScimSettingsResponse, example: { scim: settings } },
  },
  createScimToken: {
    method: "post",
    path: "/api/orgs/me/scim-token",
    tag,
    summary: "Make the SCIM token",
    description:
      "Extension (docs/decisions/497). A new bearer token for the directory's SCIM client, shown in this answer only (its SHA-256 hash is kept). An earlier token stops working at once. Audited as `scim.token_created`. Admins only.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 201, description: "The token, shown once", schema: ScimTokenResponse, example: { token: "scim_Qm9vZ2xlLWlzLW5vdC1hLXRva2VuLWV4YW1wbGUtMTIz", createdAt: "2026-12-08T09:15:00.000Z" } },
  },
  revokeScimToken: {
    method: "delete",
    path: "/api/orgs/me/scim-token",
    tag,
    summary: "Turn SCIM provisioning off",
    description: "Extension (docs/decisions/497). The token stops working; members and groups the directory made stay as they are. Audited as `scim.token_revoked`. Admins only.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "The SCIM settings, now off", schema: ScimSettingsResponse, example: { scim: { ...settings, enabled: false, createdAt: null } } },
  },
  listScimGroups: {
    method: "get",
    path: "/api/orgs/me/scim-groups",
    tag,
    summary: "The directory's groups and their roles",
    description: "Extension (docs/decisions/497). The groups the directory pushed over SCIM, by name, with how many members each has and the role it maps to. Admins only.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "The groups", schema: ScimGroupsResponse, example: { groups: [group] } },
  },
  mapScimGroup: {
    method: "patch",
    path: "/api/orgs/me/scim-groups/{id}",
    tag,
    summary: "Map a directory group to a role",
    description:
      "Extension (docs/decisions/497). `roleId` is one of the organization's roles (null: none). A member of mapped groups gets the mapped role granting the most permissions; a member the directory made who is in no mapped group has the least role (interviewer). Roles change at once, each audited as `member.role_changed`; the mapping as `scim.group_role_set`. Admins only.",
    access: "authenticated",
    need: "settings.manage",
    params: IdParams,
    body: MapScimGroupBody,
    bodyExample: { roleId: 2 },
    success: { status: 200, description: "The group", schema: ScimGroupResponse, example: { group } },
    errors: { 404: "No such group or role in the organization." },
  },
});
