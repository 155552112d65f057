import { z } from "zod";

// A DNS name of two labels or more, lower-cased: the part after the @ of the members' addresses.
const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, "must be a domain such as acme.example");
const Url = z.string().trim().max(2000).url().refine((value) => /^https?:\/\//i.test(value), "must be an http or https URL");

// PUT /api/orgs/me/sso: the organization's single sign-on connection (docs/decisions/505). `type`
// null turns it off (its domains stay). `clientSecret` may be left out to keep the stored one.
export const PutSsoBody = z
  .object({
    type: z.enum(["oidc", "saml"]).nullable(),
    issuer: Url.nullable().optional(),
    clientId: z.string().trim().min(1).max(500).nullable().optional(),
    clientSecret: z.string().min(1).max(2000).optional(),
    metadataUrl: Url.nullable().optional(),
    metadataXml: z.string().min(1).max(200_000).optional(),
    domains: z.array(Domain).max(50).default([]),
    enforce: z.boolean().default(false),
    defaultRoleId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
    groupRoles: z.record(z.string().trim().min(1).max(200), z.number().int().min(1).max(2_147_483_647)).default({}),
  })
  .strict();
export type PutSsoBody = z.output<typeof PutSsoBody>;

// GET /api/auth/sso?email=: where a sign-in by single sign-on starts
export const SsoStartQuery = z.object({
  email: z.string().trim().max(320).default(""),
  callbackUrl: z.string().max(2000).optional(),
});
