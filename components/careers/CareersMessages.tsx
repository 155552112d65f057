import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { careersMessages, type CareersSection, type Messages } from "@/lib/i18n/messages";

// Gives the client components inside it the Careers sections they read, in the page's language,
// and nothing else of the catalogue (lib/i18n/messages.ts careersMessages).
export async function CareersMessages({ sections, children }: { sections: CareersSection[]; children: ReactNode }) {
  const messages = careersMessages((await getMessages()) as Messages, sections);
  return (
    <NextIntlClientProvider locale={await getLocale()} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
