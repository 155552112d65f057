import { z } from "zod";
import { ResourceId } from "./common";

const AccentColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/).describe("#RRGGBB");
const LogoUrl = z.string().max(2048).describe("https:// URL of the logo");

export const Organization = z.object({
  id: ResourceId,
  idpOrgId: z.string().nullable().describe("Organization id at the identity provider; null without one"),
  name: z.string(),
  slug: z.string(),
  logoUrl: LogoUrl.nullable(),
  accentColor: AccentColor.nullable(),
});

export const PublicOrganization = z.object({
  name: z.string(),
  slug: z.string(),
  logoUrl: LogoUrl.nullable(),
  accentColor: AccentColor.nullable(),
});

export const OrganizationResponse = z.object({ organization: Organization });
