import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

// The page's language from its props (the one proxy.ts negotiated), like the root layout's <html lang>.
export default function Document(props: DocumentProps) {
  const locale: unknown = props.__NEXT_DATA__.props?.pageProps?.locale;
  return (
    <Html lang={isLocale(locale) ? locale : DEFAULT_LOCALE}>
      <Head />
      <body className="min-h-screen font-sans">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
