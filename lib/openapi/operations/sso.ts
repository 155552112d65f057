import { PutSsoBody } from "@/lib/schemas/sso";
import { SsoResponse } from "@/lib/schemas/responses/sso";
import { operations } from "../declare";

// Single sign-on per organization (docs/decisions/505). The browser's side of it (/api/auth/sso and
// the provider's callback, SAML metadata and assertion consumer service) is a sign-in protocol of
// redirects and form posts, left out of this document like next-auth's (docs/decisions/080).
const tag = "Sign-in security";
const sso = {
  type: "oidc",
  issuer: "https://login.acme.example",
  clientId: "hiring",
  metadataUrl: null,
  domains: ["acme.example"],
  enforce: true,
  defaultRoleId: 4,
  groupRoles: { recruiting: 2 },
  spMetadataUrl: "https://hiring.example.com/api/auth/sso/saml/7/metadata",
  acsUrl: "https://hiring.example.com/api/auth/sso/saml/7/acs",
};

export const ssoOperations = operations({
  getSsoConnection: {
    method: "get",
    path: "/api/orgs/me/sso",
    tag,
    summary: "The organization's single sign-on",
    description:
      "Extension (docs/decisions/505). The OpenID Connect or SAML 2.0 connection (`type` null: none), the verified e-mail domains, whether password sign-in is refused (enforce), the role of members made at their first sign-in and of mapped groups, and the URLs to give a SAML identity provider. The client secret and pasted metadata are never returned. Admins only.",
    access: "authenticated",
    need: "settings.manage",
    success: { status: 200, description: "The connection", schema: SsoResponse, example: { sso } },
  },
  updateSsoConnection: {
    method: "put",
    path: "/api/orgs/me/sso",
    tag,
    summary: "Set the organization's single sign-on",
    description:
      "Extension (docs/decisions/505). The whole connection at once; `type` null turns it off. OpenID Connect needs `issuer`, `clientId` and `clientSecret` (left out: the stored one is kept), and is tried by discovery before it is kept; SAML needs `metadataUrl` or `metadataXml`, read before it is kept. A domain is accepted when the organization holds it already, or when the admin's own address is on it and no other organization holds it. `enforce` refuses password sign-in to every member but the break-glass admin (the earliest active member who may manage the settings). Audited as `sso.connection_updated`. Admins only.",
    access: "authenticated",
    need: "settings.manage",
    body: PutSsoBody,
    bodyExample: { type: "oidc", issuer: "https://login.acme.example", clientId: "hiring", clientSecret: "s3cr3t-from-the-provider", domains: ["acme.example"], enforce: true, defaultRoleId: 4, groupRoles: { recruiting: 2 } },
    success: { status: 200, description: "The connection as kept", schema: SsoResponse, example: { sso } },
    errors: { 409: "A domain is verified by another organization." },
  },
});
