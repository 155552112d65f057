import { z } from "zod";

const SsoConnection = z.object({
  type: z.enum(["oidc", "saml"]).nullable().describe("null: no single sign-on"),
  issuer: z.string().nullable().describe("OpenID Connect: the issuer, discovered at /.well-known/openid-configuration"),
  clientId: z.string().nullable(),
  metadataUrl: z.string().nullable().describe("SAML: the identity provider's metadata URL (or pasted XML, never returned)"),
  domains: z.array(z.string()).describe("The organization's verified e-mail domains"),
  enforce: z.boolean().describe("Password sign-in refused for the members, but for the break-glass admin"),
  defaultRoleId: z.number().int().nullable().describe("The role of a member made at their first sign-in; null: the least role"),
  groupRoles: z.record(z.string(), z.number().int()).describe("A group claim or attribute's value → the role id its members get"),
  spMetadataUrl: z.string().describe("SAML: this app's service-provider metadata"),
  acsUrl: z.string().describe("SAML: this app's assertion consumer service"),
});

export const SsoResponse = z.object({ sso: SsoConnection });
