import Link from "@/components/ui/Link";

// A page asked by a member whose role does not hold the permission it needs: what the page is, who
// may open it, and the way back. The API answers the same member 403.
export function NotAllowed({ title, text, back }: { title: string; text: string; back: string }) {
  return (
    <section aria-labelledby="not-allowed-title" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <h1 id="not-allowed-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{text}</p>
      <Link href="/home" className="mt-4 inline-block font-medium text-brand-700 underline hover:no-underline">
        {back}
      </Link>
    </section>
  );
}
