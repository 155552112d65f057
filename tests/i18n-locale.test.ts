import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { acceptedLanguages, negotiateLocale } from "@/lib/i18n/negotiate-locale";
import { CAREERS_SLUG_HEADER, LOCALE_COOKIE, LOCALE_HEADER, offeredLocale } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/i18n/alternates";
import { proxy } from "@/proxy";

// How a careers page picks its language (docs/decisions/360), through the proxy every page passes.
function visit(path: string, headers: Record<string, string> = {}) {
  const response = proxy(new NextRequest(`http://jobs.test${path}`, { headers }));
  // NextResponse.next({ request: { headers } }) hands the rewritten request headers on as x-middleware-request-*
  return { response, locale: response.headers.get(`x-middleware-request-${LOCALE_HEADER}`), cookie: response.cookies.get(LOCALE_COOKIE)?.value };
}

describe("Accept-Language", () => {
  it("orders ranges by q-value, keeps header order on ties and drops q=0", () => {
    expect(acceptedLanguages("fr;q=0.5, de-CH, en;q=0.8, es;q=0, pt;q=0.8")).toEqual(["de-ch", "en", "pt", "fr"]);
    expect(acceptedLanguages("")).toEqual([]);
  });

  it("takes the best supported language, by its primary subtag", () => {
    expect(negotiateLocale({ acceptLanguage: "it-IT, pt-BR;q=0.9, en;q=0.8" })).toBe("pt");
    expect(negotiateLocale({ acceptLanguage: "en;q=0.3, de;q=0.7" })).toBe("de");
    expect(negotiateLocale({ acceptLanguage: "es-419" })).toBe("es");
  });

  it("falls back to English for no header, unsupported languages, * or a refused language", () => {
    expect(negotiateLocale({})).toBe("en");
    expect(negotiateLocale({ acceptLanguage: "it, ja;q=0.9" })).toBe("en");
    expect(negotiateLocale({ acceptLanguage: "*" })).toBe("en");
    expect(negotiateLocale({ acceptLanguage: "de;q=0, it" })).toBe("en");
  });

  it("lets an explicit choice win: ?lang= over the cookie over the browser; unknown values are ignored", () => {
    expect(negotiateLocale({ param: "fr", cookie: "de", acceptLanguage: "es" })).toBe("fr");
    expect(negotiateLocale({ cookie: "de", acceptLanguage: "es" })).toBe("de");
    expect(negotiateLocale({ param: "xx", cookie: "zz", acceptLanguage: "es" })).toBe("es");
  });
});

describe("the proxy's locale for a page", () => {
  it("negotiates careers pages from Accept-Language, setting no cookie for it", () => {
    const { locale, cookie } = visit("/careers/acme", { "accept-language": "de-DE,de;q=0.9,en;q=0.8" });
    expect(locale).toBe("de");
    expect(cookie).toBeUndefined();
  });

  it("keeps an explicit ?lang= in a cookie that later careers pages follow", () => {
    const first = visit("/careers/acme/backend?lang=fr", { "accept-language": "de" });
    expect(first.locale).toBe("fr");
    expect(first.cookie).toBe("fr");
    expect(visit("/careers/acme/withdraw", { "accept-language": "de", cookie: `${LOCALE_COOKIE}=fr` }).locale).toBe("fr");
    expect(visit("/careers/withdraw/tok", { "accept-language": "de", cookie: `${LOCALE_COOKIE}=fr` }).locale).toBe("fr");
  });

  it("leaves the recruiter app in English, whatever the browser or a forged header says", () => {
    const { locale, response } = visit("/jobs", { "accept-language": "de", [LOCALE_HEADER]: "de" });
    expect(locale).toBeNull();
    expect(response.headers.get(`x-middleware-request-${LOCALE_HEADER}`)).toBeNull();
    expect(response.headers.get("x-middleware-override-headers")).not.toContain(LOCALE_HEADER);
  });
});

describe("language alternates", () => {
  it("gives each language its own address, the negotiating one as x-default, and names the page's own as canonical", () => {
    expect(languageAlternates("/careers/acme", "de")).toEqual({
      canonical: "/careers/acme?lang=de",
      languages: {
        en: "/careers/acme?lang=en",
        de: "/careers/acme?lang=de",
        fr: "/careers/acme?lang=fr",
        es: "/careers/acme?lang=es",
        pt: "/careers/acme?lang=pt",
        "x-default": "/careers/acme",
      },
    });
    expect(languageAlternates("/careers/acme", "en").canonical).toBe("/careers/acme");
  });
});

// Issue 43, finding 11a (docs/decisions/460): an organization offers some of the languages.
describe("an organization's offered languages", () => {
  it("keep the visitor's language when offered, else give the organization's first", () => {
    expect(offeredLocale("de", ["en", "de"])).toBe("de");
    expect(offeredLocale("fr", ["en", "de"])).toBe("en");
    expect(offeredLocale("fr", ["de", "en"])).toBe("de");
    expect(offeredLocale(null, ["pt"])).toBe("pt");
    // an organization not found (null) leaves the visitor's choice among all five
    expect(offeredLocale("es", null)).toBe("es");
  });

  it("are looked up by the organization the proxy names for a board's pages, not for the token pages", () => {
    const header = (path: string) => proxy(new NextRequest(`http://jobs.test${path}`, { headers: { "accept-language": "fr" } })).headers.get(`x-middleware-request-${CAREERS_SLUG_HEADER}`);
    expect(header("/careers/acme")).toBe("acme");
    expect(header("/careers/acme/backend/apply?lang=fr")).toBe("acme");
    expect(header("/careers/withdraw/tok")).toBeNull();
    expect(header("/careers/offers/tok")).toBeNull();
    expect(header("/careers")).toBeNull();
    expect(header("/jobs")).toBeNull();
    // a malformed escape is passed on as it is (no slug has one), never a failed request
    expect(header("/careers/%E0%A4%A")).toBe("%E0%A4%A");
  });

  it("limit the alternates to the offered languages", () => {
    expect(Object.keys(languageAlternates("/careers/acme", "de", ["en", "de"]).languages)).toEqual(["en", "de", "x-default"]);
  });
});
