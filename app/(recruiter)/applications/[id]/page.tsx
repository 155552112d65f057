import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ApplicationView } from "@/components/application/ApplicationView";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("application") };
}

// ids are int4 in the database; anything else cannot name an application
const STORABLE_ID = /^[1-9]\d{0,9}$/;

export default async function ApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!STORABLE_ID.test(id) || Number(id) > 2147483647) notFound();
  return <ApplicationView applicationId={Number(id)} />;
}
