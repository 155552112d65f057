import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { pickMessages, type Messages } from "@/lib/i18n/messages";

// The careers pages' client components (apply and withdrawal forms) read the Careers catalogue in
// the page's language; nothing else of the catalogues goes to the browser.
export default async function CareersLayout({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return (
    <NextIntlClientProvider locale={await getLocale()} messages={pickMessages(messages, ["Careers"])}>
      {children}
    </NextIntlClientProvider>
  );
}
