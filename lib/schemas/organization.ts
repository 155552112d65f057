import { z } from "zod";
import { HttpsUrl, Slug } from "./common";

// Org slugs that would collide with the app's own top-level routes.
// DECISIONS.md's list, plus "withdraw": /careers/withdraw/[token] would shadow such a board.
export const RESERVED_ORG_SLUGS: readonly string[] = ["api", "admin", "careers", "login", "settings", "withdraw"];

export const AccentColor = z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, "must be a color like #1A2B3C");

// A field left out keeps its value; null clears it; at least one must be given.
export const UpdateBrandingBody = z
  .object({ logoUrl: HttpsUrl.nullable().optional(), accentColor: AccentColor.nullable().optional() })
  .refine((b) => b.logoUrl !== undefined || b.accentColor !== undefined, "give logoUrl, accentColor or both");
export type UpdateBrandingBody = z.output<typeof UpdateBrandingBody>;

export const UpdateSlugBody = z.object({
  slug: Slug.refine((s) => !RESERVED_ORG_SLUGS.includes(s), "is reserved; choose another"),
});
export type UpdateSlugBody = z.output<typeof UpdateSlugBody>;

// The Organization resource of the interface, field for field.
export const organizationSelect = {
  id: true,
  idpOrgId: true,
  name: true,
  slug: true,
  logoUrl: true,
  accentColor: true,
} as const;
