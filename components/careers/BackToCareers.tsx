import type { PublicOrganization } from "@/lib/schemas/public";

// The way back from a page off the board (withdrawal) to the organization's open positions.
export function BackToCareers({ organization }: { organization: Pick<PublicOrganization, "name" | "slug"> }) {
  return (
    <p className="text-sm">
      <a href={`/careers/${organization.slug}`} className="text-[var(--accent-text)] underline">
        ← All open positions at {organization.name}
      </a>
    </p>
  );
}
