import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

// What the identity provider says of the person who signs in: the ID token's claims.
export type IdpAccount = { sub: string; email?: string; email_verified?: boolean; org_id?: string; name?: string; groups?: string[] };

export type OidcProviderHandle = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  // registers the app's redirect URIs (known once the app's server listens) and starts answering
  register: (...redirectUris: string[]) => void;
  // the account the next authorization request signs in as, as if the person had typed a password there
  signInAs: (account: IdpAccount) => void;
  // an outage: every request answers 503 until it is called again with true
  setAnswering: (answering: boolean) => void;
  close: () => Promise<void>;
};

// panva's oidc-provider, a certified OpenID Provider, on a loopback port: one confidential client,
// code flow with PKCE, RS256 ID tokens, and an interaction that logs in and consents at once as the
// account signInAs() named. Its port is known at once (the issuer is read into lib/env before the
// app's server starts); the provider itself is built when the app registers its redirect URI.
export async function startOidcProvider(): Promise<OidcProviderHandle> {
  let provider: Provider | undefined;
  let next: IdpAccount | undefined;
  let answering = true;
  const accounts = new Map<string, IdpAccount>();
  const clientId = "hiring-app";
  const clientSecret = randomBytes(24).toString("base64url");

  const server = createServer((req, res) => {
    if (!provider || !answering) return void res.writeHead(503).end();
    if (req.url?.startsWith("/interaction/")) return void interact(provider, req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function interact(op: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await op.interactionDetails(req, res);
    if (!next) throw new Error("signInAs() was not called before the authorization request");
    const account = next;
    accounts.set(account.sub, account);
    const grant = new op.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await op.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const register = (...redirectUris: string[]) => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    provider = new Provider(issuer, {
      clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ["authorization_code"], response_types: ["code"] }],
      jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" }] },
      cookies: { keys: [randomBytes(32).toString("base64url")] },
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "org_id", "groups"] },
      // the claims in the ID token itself, as Entra ID, Okta or Keycloak put them (the app reads the ID token)
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const account = accounts.get(sub);
        return account && { accountId: sub, claims: () => ({ ...account }) };
      },
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    register,
    signInAs: (account) => void (next = account),
    setAnswering: (value) => void (answering = value),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
