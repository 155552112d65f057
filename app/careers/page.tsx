import type { Metadata } from "next";

export const metadata: Metadata = {
  title: { absolute: "Careers" },
  description: "Each organization's open positions live on its own careers page.",
  robots: { index: false, follow: true },
};

// Someone who trims a careers link to /careers lands here instead of a bare 404. Static.
export default function CareersIndex() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-3 px-4 py-12">
      <h1 className="text-2xl font-semibold text-slate-900">Careers pages</h1>
      <p className="text-slate-700">
        Every organization has its own careers page with its open positions, at an address like <code>/careers/your-company</code>. Use the
        link the company shared with you, or search for the company&apos;s name together with &ldquo;careers&rdquo;.
      </p>
    </main>
  );
}
