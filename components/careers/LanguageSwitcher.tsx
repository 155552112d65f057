import { useLocale, useTranslations } from "next-intl";
import { LOCALE_NAMES, offeredLocales } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/alternates";

// Plain links, one per language, each in its own language (lang/hreflang): it works without script,
// and following one keeps the choice for the next careers pages (proxy.ts sets the cookie). Only the
// languages the organization offers (docs/decisions/460); none at all when it offers one.
export function LanguageSwitcher({ path, languages }: { path: string; languages: readonly string[] }) {
  const t = useTranslations("Careers.Switcher");
  const current = useLocale();
  const offered = offeredLocales(languages);
  if (offered.length < 2) return null;
  return (
    <nav aria-label={t("label")} className="text-sm">
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {offered.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(path, locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? "true" : undefined}
              className={locale === current ? "font-semibold text-slate-900" : "text-[var(--accent-text)] underline"}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
