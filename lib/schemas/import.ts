import { z } from "zod";
import { PageQuery } from "@/lib/api/paging";
import { IdString } from "./common";

// Imports from a spreadsheet, Greenhouse or Lever (docs/decisions/496).
export const IMPORT_FORMATS = ["csv", "greenhouse", "lever"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

// The fields a spreadsheet's column can fill.
export const IMPORT_FIELDS = ["name", "email", "phone", "job", "stage", "status", "source", "tags", "notes", "applied_at"] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

// a multipart text field: an object sent as its JSON text
const jsonText = (v: unknown) => {
  if (typeof v !== "string") return v;
  if (v.trim() === "") return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

export const ImportMapping = z
  .record(z.string().max(200, "a column header must be at most 200 characters"), z.enum(IMPORT_FIELDS))
  .refine((m) => Object.keys(m).length <= 100, "must name at most 100 columns")
  .describe("CSV only: each column header of the file to the field it fills (`name`, `email`, `phone`, `job`, `stage`, `status`, `source`, `tags`, `notes`, `applied_at`); columns not named are left out. Each field at most once.");

// POST /api/imports: the form fields beside the `file` part
export const CreateImportBody = z
  .object({
    format: z.enum(IMPORT_FORMATS).describe("What the file is: a spreadsheet as CSV, a Greenhouse Harvest candidates export (JSON), or a Lever opportunities export (JSON)"),
    mapping: z.preprocess(jsonText, ImportMapping.optional()),
    dryRun: z
      .preprocess((v) => (v === "true" || v === "on" ? true : v === "false" || v === "" ? false : v), z.boolean().default(false))
      .describe("`true`: read and check every row, write nothing; the import ends `done` with what it would have imported and each row's error"),
  })
  .superRefine((body, ctx) => {
    if (body.format === "csv" && !body.mapping) ctx.addIssue({ code: "custom", path: ["mapping"], message: "is required for a CSV file" });
    if (body.mapping) {
      const fields = Object.values(body.mapping);
      const twice = fields.find((f, i) => fields.indexOf(f) !== i);
      if (twice) ctx.addIssue({ code: "custom", path: ["mapping"], message: `maps two columns to ${twice}` });
      for (const needed of ["name", "email"] as const)
        if (body.format === "csv" && !fields.includes(needed)) ctx.addIssue({ code: "custom", path: ["mapping"], message: `must map a column to ${needed}` });
    }
  });
export type CreateImportBody = z.output<typeof CreateImportBody>;

export const ImportIdParams = z.object({ id: IdString });
export const ListImportsQuery = PageQuery;
export type ListImportsQuery = z.output<typeof ListImportsQuery>;
