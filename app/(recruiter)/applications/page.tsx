import type { Metadata } from "next";
import { ApplicationsList } from "@/components/applications-list/ApplicationsList";

export const metadata: Metadata = { title: "Applications" };

export default function ApplicationsPage() {
  return <ApplicationsList />;
}
