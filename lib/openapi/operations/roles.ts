import { PERMISSIONS } from "@/lib/auth/permissions";
import { CurrentUserResponse, PermissionsResponse } from "@/lib/schemas/responses/role";
import { USER_ID } from "../examples";
import type { Operation } from "../types";

const tag = "Team";

export const roleOperations: Operation[] = [
  {
    method: "get",
    path: "/api/permissions",
    operationId: "listPermissions",
    tag,
    summary: "List the permissions",
    description:
      "Extension (docs/decisions/470). Every action the product checks, each with a sentence a person understands: what a role is made of. Routes answer 403 when the caller lacks the permission a write needs, and the row-level policies hide what a read needs (a caller without `offers.view` gets 404 for every offer). Any member may read the list.",
    access: "authenticated",
    success: {
      status: 200,
      description: "The catalogue, in its own order",
      schema: PermissionsResponse,
      example: { permissions: PERMISSIONS.slice(0, 2).map(({ key, description }) => ({ key, description })) },
    },
  },
  {
    method: "get",
    path: "/api/users/me",
    operationId: "getMe",
    tag,
    summary: "Get the caller",
    description:
      "Extension (docs/decisions/470). Who the credential acts as: `role` is the key of the member's role, `permissions` what this credential may do (the role's permissions, or for an API key created with its own list, the part of that list the role still grants).",
    access: "authenticated",
    success: {
      status: 200,
      description: "The caller",
      schema: CurrentUserResponse,
      example: { user: { id: USER_ID, email: "ada@acme.example", name: "Ada Admin", role: "recruiter", permissions: ["jobs.view_all", "jobs.create"] } },
    },
  },
];
