import { listOf, SCHEMAS } from "@/lib/scim/discovery";
import { scimJson } from "@/lib/scim/protocol";
import { scimMethodNotAllowed, scimRoute } from "@/lib/scim/scim-route";

// GET /scim/v2/Schemas: the User and Group schemas, with the attributes this server keeps
export const GET = scimRoute(async () => scimJson(listOf(SCHEMAS)));

export const POST = scimMethodNotAllowed(["GET"]);
