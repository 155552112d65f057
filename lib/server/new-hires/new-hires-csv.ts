import { csvCell, type CsvCell } from "@/lib/csv-cell";
import type { NewHireView } from "./new-hire-view";


export const NEW_HIRE_CSV_HEADER = [
  "New hire id",
  "Name",
  "Email",
  "Phone",
  "Job id",
  "Job title",
  "Department",
  "Location",
  "Employment type",
  "Salary amount",
  "Salary currency",
  "Salary period",
  "Start date",
  "Manager",
  "Manager email",
  "Offer letter",
  "Resume",
  "Accepted at",
  "BambooHR status",
  "BambooHR employee id",
] as const;

// One header line, then one line per hire, CRLF-separated; the documents are the API's routes.
export function newHiresCsv(hires: NewHireView[]): string {
  const lines: CsvCell[][] = [
    [...NEW_HIRE_CSV_HEADER],
    ...hires.map((h) => {
      const bamboo = h.handoffs.find((x) => x.connector === "bamboohr");
      return [
        h.id,
        h.person.name,
        h.person.email,
        h.person.phone,
        h.job.id,
        h.job.title,
        h.job.department,
        h.job.location,
        h.job.employmentType,
        h.salary.amount.toFixed(2),
        h.salary.currency,
        h.salary.period,
        h.startDate,
        h.manager?.name,
        h.manager?.email,
        h.documents.find((d) => d.kind === "offer_letter")?.url,
        h.documents.find((d) => d.kind === "resume")?.url,
        h.createdAt.toISOString(),
        bamboo?.status,
        bamboo?.employeeId,
      ];
    }),
  ];
  return lines.map((line) => line.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
