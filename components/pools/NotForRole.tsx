import Link from "next/link";

// A pools page asked by someone who does not keep pools (hiring managers, interviewers).
export function NotForRole() {
  return (
    <section aria-labelledby="not-allowed-title" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <h1 id="not-allowed-title" className="text-xl font-semibold text-slate-900">
        Not allowed
      </h1>
      <p className="mt-2 text-sm text-slate-700">Talent pools are kept by admins and recruiters, who see every candidate of the organization.</p>
      <Link href="/home" className="mt-4 inline-block font-medium text-brand-700 underline hover:no-underline">
        Back to home
      </Link>
    </section>
  );
}
