"use client";

import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { RECRUITER_EN } from "@/lib/i18n/recruiter-catalogue";

// The recruiter catalogue for the screens' client components, from the client bundle. Handed over
// by the server layout instead, it went inside every page and every navigation's payload: 160 of
// the 184 kB of an application's HTML, serialized by the server each time. In a script the browser
// caches it, and a navigation carries only the page. Recruiter pages read English (decision 365),
// with times in UTC, as i18n/request.ts gives the server components.
const SETTINGS = { locale: "en", timeZone: "UTC", messages: { Recruiter: RECRUITER_EN } };

export function RecruiterIntlProvider({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider {...SETTINGS}>
      {children}
    </NextIntlClientProvider>
  );
}
