import { otherMethods } from "@/lib/api/methods";
import { connectionOf } from "@/lib/auth/org-sso";
import { serviceProviderMetadata } from "@/lib/auth/org-saml";

// GET /api/auth/sso/saml/{organizationId}/metadata: the service provider's SAML metadata an admin
// gives the identity provider (docs/decisions/505): entity id, assertion consumer service.
export async function GET(_request: Request, context: { params: Promise<{ organizationId: string }> }): Promise<Response> {
  const { organizationId } = await context.params;
  const id = /^[1-9]\d{0,9}$/.test(organizationId) ? Number(organizationId) : null;
  const connection = id !== null && id <= 2_147_483_647 ? await connectionOf(id) : null;
  if (!connection || connection.type !== "saml") {
    return Response.json({ error: { code: "not_found", message: "No SAML connection here" } }, { status: 404 });
  }
  return new Response(serviceProviderMetadata(connection.organizationId), { headers: { "content-type": "application/samlmetadata+xml; charset=utf-8" } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
