import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createApiKey, createOrganization, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";

// The identity provider's URLs an admin gives are fetched by this server (discovery, metadata), so
// they follow the webhook targets' rules (docs/decisions/144): https to public addresses only,
// unless WEBHOOK_ALLOW_PRIVATE_TARGETS is on, which this file leaves off. An organization's admin
// cannot make the server read its own network: the answer names the rule, and nothing is kept.
const { call } = withApi();

async function admin() {
  const organization = await createOrganization();
  const domain = `probe-${randomUUID().slice(0, 8)}.example`;
  const user = await createUser(organization.id, { role: "admin", email: `ada@${domain}`, password: "a-long-enough-password" });
  return { key: (await createApiKey(user)).plaintext, domain };
}

describe("an SSO provider's URL", () => {
  it("is refused on plain http, on loopback and on the cloud metadata address, and nothing is kept", async () => {
    const { key, domain } = await admin();
    const oidc = { type: "oidc", clientId: "app", clientSecret: "s3cret-s3cret", domains: [domain], enforce: false, defaultRoleId: null, groupRoles: {} };
    const plain = await call("PUT", "/api/orgs/me/sso", { key, body: { ...oidc, issuer: "http://127.0.0.1:5432" } });
    expect(plain.status).toBe(400);
    expect(plain.body.details[0]).toMatchObject({ path: "issuer" });
    expect(plain.body.details[0].message).toContain("must start with https://");
    const loopback = await call("PUT", "/api/orgs/me/sso", { key, body: { ...oidc, issuer: "https://127.0.0.1:5432" } });
    expect(loopback.status).toBe(400);
    expect(loopback.body.details[0].message).toContain("must reach a public address");
    const saml = { type: "saml", domains: [domain], enforce: false, defaultRoleId: null, groupRoles: {} };
    const metadata = await call("PUT", "/api/orgs/me/sso", { key, body: { ...saml, metadataUrl: "https://169.254.169.254/latest/meta-data" } });
    expect(metadata.status).toBe(400);
    expect(metadata.body.details[0]).toMatchObject({ path: "metadataUrl" });
    expect(metadata.body.details[0].message).toContain("must reach a public address");
    expect((await call("GET", "/api/orgs/me/sso", { key })).body.sso).toMatchObject({ type: null, domains: [] });
  });
});
