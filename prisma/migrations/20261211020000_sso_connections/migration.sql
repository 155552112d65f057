-- Single sign-on per organization, OpenID Connect or SAML 2.0 (issue 45 item 1, docs/decisions/505).

-- The organization's one connection. The OpenID Connect client secret is kept encrypted
-- (secret-box, its own purpose); SAML's IdP metadata by URL or as the XML an admin pasted.
-- Group names map to role ids in group_roles; a role deleted later is skipped at sign-in.
CREATE TABLE sso_connections (
  organization_id         integer PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  type                    text NOT NULL CHECK (type IN ('oidc', 'saml')),
  issuer                  text,
  client_id               text,
  client_secret_encrypted text,
  metadata_url            text,
  metadata_xml            text,
  enforce                 boolean NOT NULL DEFAULT false,
  default_role_id         integer REFERENCES roles(id) ON DELETE SET NULL,
  group_roles             jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(group_roles) = 'object'),
  updated_by_id           text REFERENCES users(id) ON DELETE SET NULL,
  created_at              timestamptz(3) NOT NULL DEFAULT now(),
  updated_at              timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (type <> 'oidc' OR (issuer IS NOT NULL AND client_id IS NOT NULL AND client_secret_encrypted IS NOT NULL)),
  CHECK (type <> 'saml' OR metadata_url IS NOT NULL OR metadata_xml IS NOT NULL)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON sso_connections TO hiring_app;

-- An organization's e-mail domains. The primary key is the domain itself: one organization across
-- the deployment may hold a domain, so a second organization's claim is refused.
CREATE TABLE sso_domains (
  domain          text PRIMARY KEY CHECK (domain = lower(domain) AND domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'),
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  verified_by_id  text REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX sso_domains_organization_id_idx ON sso_domains (organization_id);
GRANT SELECT, INSERT, UPDATE, DELETE ON sso_domains TO hiring_app;

-- The SAML assertions already accepted, until they expire: a replayed one is refused.
CREATE TABLE sso_assertions (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  assertion_id    text NOT NULL,
  expires_at      timestamptz(3) NOT NULL,
  PRIMARY KEY (organization_id, assertion_id)
);
CREATE INDEX sso_assertions_expires_at_idx ON sso_assertions (expires_at);
GRANT SELECT, INSERT, UPDATE, DELETE ON sso_assertions TO hiring_app;
