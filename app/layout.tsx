import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale } from "next-intl/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Hiring", template: "%s · Hiring" },
  description: "Applicant tracking: pipelines, scorecards, reports and a careers site.",
};

// Every page renders per request: its scripts carry that request's CSP nonce (proxy.ts, decision 271).
// The language is the careers page's negotiated one, English elsewhere (decision 360).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <html lang={await getLocale()}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
