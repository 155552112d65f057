// The languages the careers pages, the apply form and the candidate e-mails speak (docs/decisions/360).
export const LOCALES = ["en", "de", "fr", "es", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

// ?lang= on a careers URL chooses the language and the proxy keeps the choice in this cookie.
export const LOCALE_PARAM = "lang";
export const LOCALE_COOKIE = "careers_lang";
// set by proxy.ts on the request, read by i18n/request.ts: the locale the page renders in
export const LOCALE_HEADER = "x-hiring-locale";
// set by proxy.ts on a request for an organization's careers page: its slug, whose offered
// languages i18n/request.ts keeps the page to (docs/decisions/460)
export const CAREERS_SLUG_HEADER = "x-hiring-careers-slug";

// Each language's own name, for the switcher: a visitor looks for the language they read.
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français", es: "Español", pt: "Português" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// The organization's offered languages that the app speaks, in their order; all of them for none.
export function offeredLocales(offered: readonly string[] | null | undefined): Locale[] {
  const known = (offered ?? []).filter(isLocale);
  return known.length > 0 ? known : [...LOCALES];
}

// The language a careers page of an organization renders in: the visitor's (the proxy's choice from
// ?lang=, the cookie or Accept-Language) when the organization offers it, else its first offered.
export function offeredLocale(wanted: unknown, offered: readonly string[] | null | undefined): Locale {
  const locales = offeredLocales(offered);
  return isLocale(wanted) && locales.includes(wanted) ? wanted : locales[0];
}
