import { UpdateBrandingBody, UpdateSlugBody } from "@/lib/schemas/organization";
import { OrganizationResponse } from "@/lib/schemas/responses";
import { organization } from "../examples";
import type { Operation } from "../types";

const tag = "Organization";
const ADMIN_403 = "Only admins change the organization.";

export const organizationOperations: Operation[] = [
  {
    method: "get",
    path: "/api/orgs/me",
    operationId: "getOrganization",
    tag,
    summary: "Get the caller's organization",
    description: "Any role.",
    access: "authenticated",
    success: { status: 200, description: "The organization", schema: OrganizationResponse, example: { organization } },
  },
  {
    method: "patch",
    path: "/api/orgs/branding",
    operationId: "updateBranding",
    tag,
    summary: "Change the branding",
    description:
      "Admins only. `logoUrl` is an https:// URL (at most 2048 characters) or a path on this site such as `/acme-logo.svg`, `accentColor` is `#RRGGBB`; the privacy settings ride along: `privacyPolicyUrl` (https://; the apply form links it and asks for consent) and `candidateRetentionDays` (1-36500; a daily job erases candidates whose applications all ended longer ago; `null`: never). A field left out keeps its value, `null` clears it. Refreshes the public board. Audited as `organization.branding_updated` (the privacy settings appear in it when they changed).",
    access: "authenticated",
    body: UpdateBrandingBody,
    bodyExample: { logoUrl: "https://cdn.acme.example/logo.png", accentColor: "#2753E0" },
    success: { status: 200, description: "The updated organization", schema: OrganizationResponse, example: { organization } },
    errors: { 400: "Invalid body: not an https:// URL, not #RRGGBB, a retention outside 1-36500 days, or no field sent.", 403: ADMIN_403 },
  },
  {
    method: "patch",
    path: "/api/orgs/slug",
    operationId: "updateSlug",
    tag,
    summary: "Change the slug",
    description:
      "Admins only. 3-48 characters of a-z, 0-9 and single hyphens, not starting or ending with a hyphen; `api`, `admin`, `careers`, `login` and `settings` are reserved. The careers URLs change with it. Audited as `organization.slug_updated`.",
    access: "authenticated",
    body: UpdateSlugBody,
    bodyExample: { slug: "acme-careers" },
    success: { status: 200, description: "The updated organization", schema: OrganizationResponse, example: { organization } },
    errors: { 400: "Invalid or reserved slug.", 403: ADMIN_403, 409: "Another organization already uses this slug." },
  },
];
