import { useTranslations } from "next-intl";
import type { PublicOrganization } from "@/lib/schemas/public";
import { LanguageSwitcher } from "./LanguageSwitcher";

// The organization's banner on every careers page: logo (or initial), name, accent stripe, and the
// language switcher for the page at `path` (its address without ?lang=).
export function CareersHeader({ organization, path }: { organization: PublicOrganization; path?: string }) {
  const t = useTranslations("Careers.Header");
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="h-1.5 bg-[var(--accent)]" aria-hidden="true" />
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <a href={`/careers/${organization.slug}`} className="flex min-w-0 items-center gap-3 rounded-md">
          {/* logos are arbitrary https URLs of the organization, so a plain img */}
          {organization.logoUrl ? (
            <img src={organization.logoUrl} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-md object-contain" />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-[var(--accent)] text-lg font-semibold text-[var(--on-accent)]"
            >
              {organization.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className="truncate text-lg font-semibold text-slate-900">
            {t.rich("title", { name: organization.name, muted: (chunks) => <span className="font-normal text-slate-600">{chunks}</span> })}
          </span>
        </a>
        {path ? <LanguageSwitcher path={path} languages={organization.careersLanguages} /> : null}
      </div>
    </header>
  );
}
