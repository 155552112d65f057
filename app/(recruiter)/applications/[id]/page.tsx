import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApplicationView } from "@/components/application/ApplicationView";

export const metadata: Metadata = { title: "Application" };

// ids are int4 in the database; anything else cannot name an application
const STORABLE_ID = /^[1-9]\d{0,9}$/;

export default async function ApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!STORABLE_ID.test(id) || Number(id) > 2147483647) notFound();
  return <ApplicationView applicationId={Number(id)} />;
}
