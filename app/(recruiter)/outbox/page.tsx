import type { Metadata } from "next";
import Link from "next/link";
import { OutboxView } from "@/components/careers/OutboxView";
import { PageHeader } from "@/components/shell/PageHeader";
import { currentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Outbox" };

// The development mailbox: what the app has sent (or, without SMTP, would have sent). Admins only.
export default async function OutboxPage() {
  const user = await currentUser();
  if (!user || user.role !== "admin") {
    return (
      <section aria-labelledby="not-allowed-title" className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
        <h1 id="not-allowed-title" className="text-xl font-semibold text-slate-900">
          Not allowed
        </h1>
        <p className="mt-2 text-sm text-slate-700">Only admins can read the outbox, because it holds mail to candidates and teammates.</p>
        <Link href="/home" className="mt-4 inline-block font-medium text-brand-700 underline hover:no-underline">
          Back to home
        </Link>
      </section>
    );
  }
  return (
    <>
      <PageHeader
        title="Outbox"
        description="E-mails the app sent for your organization, newest first. Without SMTP configured they are only stored here and in the server log. Single-use links read [hidden]: they work for their recipient alone."
      />
      <OutboxView />
    </>
  );
}
