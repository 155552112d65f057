import Link from "next/link";

export default function ApplicationNotFound() {
  return (
    <section aria-labelledby="application-missing" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <h1 id="application-missing" className="text-xl font-semibold text-slate-900">
        Application not found
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        This application does not exist, or you have not been asked to review it. Ask the recruiter for the job to add you as an interviewer.
      </p>
      <Link href="/home" className="mt-4 inline-block font-medium text-brand-700 underline hover:no-underline">
        Back to home
      </Link>
    </section>
  );
}
