import { serviceProviderConfig } from "@/lib/scim/discovery";
import { scimJson } from "@/lib/scim/protocol";
import { scimMethodNotAllowed, scimRoute } from "@/lib/scim/scim-route";
import { scimBaseUrl } from "@/lib/server/scim/scim-token";

// GET /scim/v2/ServiceProviderConfig (RFC 7644 4): what this SCIM server supports
export const GET = scimRoute(async () => scimJson(serviceProviderConfig(scimBaseUrl())));

export const POST = scimMethodNotAllowed(["GET"]);
