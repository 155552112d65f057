import type { Metadata } from "next";
import { EditJobView } from "@/components/jobs/EditJobView";

export const metadata: Metadata = { title: "Edit job" };

export default async function EditJobPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditJobView id={id} />;
}
