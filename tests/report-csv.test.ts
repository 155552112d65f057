import { describe, expect, it } from "vitest";
import { reportCsv, reportCsvFileName } from "@/components/reports/report-csv";
import { csvCell } from "@/lib/csv-cell";
import type { Report } from "@/components/reports/types";

// docs/decisions/201: the CSV is what the report screen shows, from the same JSON.
const report: Report = {
  totals: { applications: 12, active: 8, rejected: 2, hired: 1, withdrawn: 1 },
  prev: { applications: 9, hired: 2 },
  series: [
    { weekStart: "2026-11-09", applications: 5, hired: 0 },
    { weekStart: "2026-11-16", applications: 7, hired: 1 },
  ],
  avgTimeToHireDays: 21.5,
  recommendations: { strong_no: 1, no: 0, yes: 3, strong_yes: 2 },
  jobs: [
    { id: 7, title: 'Backend, "Senior"', stages: [{ name: "Applied", count: 5, avgDaysInStage: 3.2 }, { name: "=HYPERLINK(1)", count: 0, avgDaysInStage: 0 }] },
    { id: 8, title: "Empty", stages: [] },
  ],
  rejectionReasons: [
    { id: 3, label: "Salary expectations", archived: false, count: 1 },
    { id: null, label: null, archived: false, count: 1 },
  ],
};

describe("report CSV", () => {
  it("has the filters, totals against the previous period, every week and every job's stages", () => {
    const csv = reportCsv(report, { range: "30d", jobId: 7, jobTitle: 'Backend, "Senior"', department: "Engineering" });
    expect(csv.split("\r\n")).toEqual([
      "Hiring report",
      "Period,Last 30 days",
      'Job,"Backend, ""Senior"""',
      "Department,Engineering",
      "",
      "Figure,This period,Previous period",
      "Applications,12,9",
      "Hired,1,2",
      "Still active,8",
      "Rejected,2",
      "Withdrawn,1",
      "Average time to hire (days),21.5",
      "",
      "Week starting,Applications,Hired",
      "2026-11-09,5,0",
      "2026-11-16,7,1",
      "",
      "Rejection reason,Rejections",
      "Salary expectations,1",
      "No reason from the list,1",
      "",
      "Overall recommendation,Scorecards",
      "Strong yes,2",
      "Yes,3",
      "No,0",
      "Strong no,1",
      "",
      "Job,Stage,Active now,Average days in stage",
      '"Backend, ""Senior""",Applied,5,3.2',
      "\"Backend, \"\"Senior\"\"\",'=HYPERLINK(1),0,0",
      "",
    ]);
  });

  it("leaves out what the screen leaves out: no previous period for all time, no time to hire without hires", () => {
    const none = { ...report, totals: { ...report.totals, hired: 0 }, jobs: [] };
    const lines = reportCsv(none, { range: "all" }).split("\r\n");
    expect(lines).toContain("Job,All jobs");
    expect(lines).toContain("Department,All departments");
    expect(lines).toContain("Figure,This period");
    expect(lines).toContain("Applications,12");
    expect(lines).toContain("Average time to hire (days)");
    expect(lines.at(-2)).toBe("Job,Stage,Active now,Average days in stage");
  });

  it("quotes and defuses cells, and names the file after the range and filters", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell(-1)).toBe("-1");
    expect(csvCell(null)).toBe("");
    expect(reportCsvFileName({ range: "90d" })).toBe("hiring-report-90d.csv");
    expect(reportCsvFileName({ range: "all", jobId: 12, department: "Research & Development" })).toBe("hiring-report-all-job-12-research-development.csv");
    expect(reportCsvFileName({ range: "30d", department: "Ventes été" })).toBe("hiring-report-30d-ventes-ete.csv");
  });
});
