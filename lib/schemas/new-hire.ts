import { z } from "zod";
import { PageQuery } from "@/lib/api/paging";
import { IdString } from "./common";

const Since = z.iso
  .datetime({ offset: true, message: "must be an ISO 8601 timestamp with a time zone, e.g. 2026-11-21T09:30:00.000Z" })
  .transform((s) => new Date(s));

// GET /api/new-hires: newest first, narrowed to one job (or application) and to those made at or after `since`
export const NewHireFilters = z.object({
  jobId: IdString.optional(),
  applicationId: IdString.optional(),
  since: Since.optional(),
});
export const ListNewHiresQuery = PageQuery.extend(NewHireFilters.shape);
export type ListNewHiresQuery = z.output<typeof ListNewHiresQuery>;

// The list's exports (GET /api/new-hires/export and export.csv): the list's filters, no paging
export const ExportNewHiresQuery = NewHireFilters;
export type ExportNewHiresQuery = z.output<typeof ExportNewHiresQuery>;
export type ExportFormat = "json" | "csv";

// PUT /api/orgs/me/bamboohr: the company's BambooHR subdomain (….bamboohr.com) and an API key, which
// is tried first, kept encrypted and never returned
export const ConnectBambooHrBody = z.object({
  companyDomain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((s) => s.replace(/^https?:\/\//, "").replace(/\.bamboohr\.com\/?$/, ""))
    .pipe(z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "must be your BambooHR subdomain, e.g. acme for acme.bamboohr.com")),
  apiKey: z.string().trim().regex(/^[A-Za-z0-9]{16,100}$/, "must be a BambooHR API key (letters and digits)"),
});
export type ConnectBambooHrBody = z.output<typeof ConnectBambooHrBody>;
