import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";

// The careers pages' language for their client components. Their words come from the page itself,
// which wraps each form in CareersMessages with the sections it reads; an empty catalogue here keeps
// next-intl from sending the whole of it (its default when no messages are given).
export default async function CareersLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={await getLocale()} messages={{}}>
      {children}
    </NextIntlClientProvider>
  );
}
