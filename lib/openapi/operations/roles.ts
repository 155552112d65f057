import { OWN, rows } from "@/lib/api/needs";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { OkResponse } from "@/lib/schemas/responses/common";
import { CurrentUserResponse, PermissionsResponse, RoleResponse, RolesResponse } from "@/lib/schemas/responses/role";
import { CreateRoleBody, RoleIdParams, UpdateRoleBody } from "@/lib/schemas/role";
import { USER_ID } from "../examples";
import { operations } from "../declare";

const tag = "Team";
const ROLE_404 = "No such role in the caller's organization.";

export const exampleRole = {
  id: 7,
  key: "coordinator",
  name: "Coordinator",
  builtIn: false,
  permissions: ["jobs.view_all", "interviews.schedule", "messages.read", "messages.send"],
};

export const roleOperations = operations({
  listPermissions: {
    method: "get",
    path: "/api/permissions",
    tag,
    summary: "List the permissions",
    description:
      "Extension (docs/decisions/470). Every action the product checks, each with a sentence a person understands: what a role is made of. Routes answer 403 when the caller lacks the permission a write needs, and the row-level policies hide what a read needs (a caller without `offers.view` gets 404 for every offer). Any member may read the list.",
    access: "authenticated",
    // roles and permissions
    need: rows("the catalogue is what every role is made of"),
    success: {
      status: 200,
      description: "The catalogue, in its own order",
      schema: PermissionsResponse,
      example: { permissions: PERMISSIONS.slice(0, 2).map(({ key, description }) => ({ key, description })) },
    },
  },
  getMe: {
    method: "get",
    path: "/api/users/me",
    tag,
    summary: "Get the caller",
    description:
      "Extension (docs/decisions/470). Who the credential acts as: `role` is the key of the member's role, `permissions` what this credential may do (the role's permissions, or for an API key created with its own list, the part of that list the role still grants).",
    access: "authenticated",
    need: OWN,
    success: {
      status: 200,
      description: "The caller",
      schema: CurrentUserResponse,
      example: { user: { id: USER_ID, email: "ada@acme.example", name: "Ada Admin", role: "recruiter", permissions: ["jobs.view_all", "jobs.create"] } },
    },
  },
  listRoles: {
    method: "get",
    path: "/api/roles",
    tag,
    summary: "List the roles",
    description:
      "Extension (docs/decisions/471). The organization's roles: the four built-in ones (`admin`, `recruiter`, `hiring_manager`, `interviewer`) first, then its own by name. A member's `role` is one of these keys.",
    access: "authenticated",
    need: "team.manage",
    success: { status: 200, description: "Every role", schema: RolesResponse, example: { roles: [exampleRole] } },
  },
  createRole: {
    method: "post",
    path: "/api/roles",
    tag,
    summary: "Define a role",
    description:
      "Extension (docs/decisions/471). A role of the organization's own, from the permission catalogue (GET /api/permissions). `key` (lowercase letters, digits and `_`) is made from the name when not given and never changes. A permission another needs is added with it (`messages.send` brings `messages.read`; `offers.manage` and `offers.approve` bring `offers.view`; `candidates.merge` brings `jobs.view_all`). Audited as `role.created`; event `role.created`.",
    access: "authenticated",
    need: "team.manage",
    body: CreateRoleBody,
    bodyExample: { name: "Coordinator", permissions: ["jobs.view_all", "interviews.schedule", "messages.send"] },
    success: { status: 201, description: "The role", schema: RoleResponse, example: { role: exampleRole } },
    errors: { 400: "Invalid body; a permission that is not in the catalogue is named in `details`.", 409: "A role with that key, or that name (up to case), exists." },
  },
  getRole: {
    method: "get",
    path: "/api/roles/{id}",
    tag,
    summary: "Get a role",
    description: "Extension (docs/decisions/471).",
    access: "authenticated",
    need: "team.manage",
    params: RoleIdParams,
    parameterDocs: { id: "Id of the role" },
    success: { status: 200, description: "The role", schema: RoleResponse, example: { role: exampleRole } },
    errors: { 404: ROLE_404 },
  },
  updateRole: {
    method: "patch",
    path: "/api/roles/{id}",
    tag,
    summary: "Rename a role or change its permissions",
    description:
      "Extension (docs/decisions/471). Give `name`, `permissions` (the whole new list) or both; the built-in roles other than `admin` may change too. Members holding the role act with the new permissions from their next request, and so do their API keys (each within its own list). Audited as `role.updated` (the new name, the permissions added and removed); event `role.updated`.",
    access: "authenticated",
    need: "team.manage",
    params: RoleIdParams,
    parameterDocs: { id: "Id of the role" },
    body: UpdateRoleBody,
    bodyExample: { name: "Interview coordinator" },
    success: { status: 200, description: "The role as it is now", schema: RoleResponse, example: { role: { ...exampleRole, name: "Interview coordinator" } } },
    errors: { 400: "Invalid body; a permission that is not in the catalogue is named in `details`.", 404: ROLE_404, 409: "The admin role, which is not edited; or another role has that name." },
  },
  deleteRole: {
    method: "delete",
    path: "/api/roles/{id}",
    tag,
    summary: "Delete a role",
    description:
      "Extension (docs/decisions/471). Only a role of the organization's own that no member (active or deactivated), pending invitation or approval-chain step names. Audited as `role.deleted`; event `role.deleted`.",
    access: "authenticated",
    need: "team.manage",
    params: RoleIdParams,
    parameterDocs: { id: "Id of the role" },
    success: { status: 200, description: "Deleted", schema: OkResponse, example: { ok: true } },
    errors: { 404: ROLE_404, 409: "A built-in role, or one a member, a pending invitation or an approval chain still names." },
  },
});
