import { useLocale, useTranslations } from "next-intl";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/alternates";

// Plain links, one per language, each in its own language (lang/hreflang): it works without script,
// and following one keeps the choice for the next careers pages (proxy.ts sets the cookie).
export function LanguageSwitcher({ path }: { path: string }) {
  const t = useTranslations("Careers.Switcher");
  const current = useLocale();
  return (
    <nav aria-label={t("label")} className="text-sm">
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {LOCALES.map((locale) => (
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
