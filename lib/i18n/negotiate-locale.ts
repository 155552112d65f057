import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

// Ranges of an Accept-Language header, best first: "de-CH, de;q=0.9, *;q=0.1" gives de-ch, de, *.
// Ranges with q=0 are refused, not merely last; a malformed q counts as 1, as most servers read it.
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 1, index };
    })
    .filter((range) => range.tag && range.quality > 0);
  return ranges.sort((a, b) => b.quality - a.quality || a.index - b.index).map((range) => range.tag);
}

// The best of our locales for an Accept-Language header: a range matches by its primary language
// (pt-BR and pt-PT both read Portuguese), "*" matches the default; nothing matching gives English.
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  for (const tag of acceptedLanguages(header)) {
    if (tag === "*") return DEFAULT_LOCALE;
    const primary = tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

// A careers page's language: the visitor's explicit choice (?lang=, then the switcher's cookie),
// else the browser's preference, else English. An unknown explicit value is ignored, not an error.
export function negotiateLocale({ param, cookie, acceptLanguage }: { param?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(param)) return param;
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage);
}
