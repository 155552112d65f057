import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { inviteMessages, type Messages } from "@/lib/i18n/messages";
import { AcceptInvitation } from "./AcceptInvitation";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("joinYourTeam"), robots: { index: false } };
}

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <NextIntlClientProvider messages={inviteMessages((await getMessages()) as Messages)}>
          <AcceptInvitation token={token} />
        </NextIntlClientProvider>
      </div>
    </main>
  );
}
