import { db } from "@/lib/db";
import { inboundDomain } from "@/lib/server/messages/reply-address";

// A job's intake address (docs/decisions/498): jobs+<jobSlug>@<inbound domain>, held by the
// deployment's oldest job with that slug, and jobs+<jobSlug>.<orgSlug>@ for every job (slugs are
// a-z, 0-9 and single hyphens, so the dot cannot be part of either). Mail servers may change a local
// part's case; slugs are compared in lower case.
const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";
const LOCAL_PART = new RegExp(`^jobs\\+(${SLUG})(?:\\.(${SLUG}))?$`);

export type IntakeAddress = { address: string; jobSlug: string; orgSlug: string | null };

export function intakeAddressOf(jobSlug: string, orgSlug: string | null): string {
  return `jobs+${jobSlug}${orgSlug ? `.${orgSlug}` : ""}@${inboundDomain()}`;
}

// The first of these addresses (envelope or headers) that is an intake address of this deployment.
export function intakeAddressIn(addresses: string[]): IntakeAddress | null {
  const domain = inboundDomain().toLowerCase();
  for (const raw of addresses) {
    const address = raw.trim().replace(/^<|>$/g, "").toLowerCase();
    const at = address.lastIndexOf("@");
    if (at < 0 || address.slice(at + 1) !== domain) continue;
    const match = LOCAL_PART.exec(address.slice(0, at));
    if (match) return { address, jobSlug: match[1], orgSlug: match[2] ?? null };
  }
  return null;
}

// The slug of the organization the address names, or null when it names none (no job anywhere has
// the plain form's slug; the qualified form's organization does not exist). The database answers
// with the slug alone (intake_organization_of), whoever asks: the listener knows no organization yet.
export async function intakeOrganizationOf(intake: IntakeAddress): Promise<string | null> {
  const [row] = await db.$queryRaw<{ slug: string | null }[]>`SELECT intake_organization_of(${intake.jobSlug}, ${intake.orgSlug}::text) AS slug`;
  return row?.slug ?? null;
}
