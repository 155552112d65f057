import { useTranslations } from "next-intl";
import type { PublicOrganization } from "@/lib/schemas/public";

// The way back from a page off the board (withdrawal) to the organization's open positions.
export function BackToCareers({ organization }: { organization: Pick<PublicOrganization, "name" | "slug"> }) {
  const t = useTranslations("Careers.Board");
  return (
    <p className="text-sm">
      <a href={`/careers/${organization.slug}`} className="text-[var(--accent-text)] underline">
        {t("backToBoard", { name: organization.name })}
      </a>
    </p>
  );
}
