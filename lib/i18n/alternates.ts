import { DEFAULT_LOCALE, LOCALE_PARAM, LOCALES, type Locale } from "./locales";

// A careers page's address in one language: ?lang= chooses it (docs/decisions/360). The address
// without ?lang= negotiates, so it is the x-default; English has ?lang=en like every other language.
export function localizedPath(path: string, locale: Locale): string {
  return `${path}${path.includes("?") ? "&" : "?"}${LOCALE_PARAM}=${locale}`;
}

// canonical and hreflang alternates for Next's metadata: each language's page names itself canonical;
// only the languages the organization offers (docs/decisions/460), all of them when not given.
export function languageAlternates(path: string, locale: Locale, offered: readonly Locale[] = LOCALES) {
  const languages: Record<string, string> = Object.fromEntries(offered.map((l) => [l, localizedPath(path, l)]));
  languages["x-default"] = path;
  return { canonical: locale === DEFAULT_LOCALE ? path : localizedPath(path, locale), languages };
}
