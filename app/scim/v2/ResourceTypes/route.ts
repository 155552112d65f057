import { listOf, resourceTypes } from "@/lib/scim/discovery";
import { scimJson } from "@/lib/scim/protocol";
import { scimMethodNotAllowed, scimRoute } from "@/lib/scim/scim-route";
import { scimBaseUrl } from "@/lib/server/scim/scim-token";

// GET /scim/v2/ResourceTypes: Users and Groups
export const GET = scimRoute(async () => scimJson(listOf(resourceTypes(scimBaseUrl()))));

export const POST = scimMethodNotAllowed(["GET"]);
