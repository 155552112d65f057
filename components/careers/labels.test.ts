import { describe, expect, it } from "vitest";
import type { PublicJob } from "@/lib/schemas/public";
import { jobFacts, salaryRange } from "./labels";

describe("salary on the careers pages", () => {
  it("shows the job's currency with the amounts", () => {
    expect(salaryRange(85000, 105000, "EUR")).toBe("€85,000–€105,000 a year");
    expect(salaryRange(50000, null, "GBP")).toBe("From £50,000 a year");
    expect(salaryRange(null, 90000, "CHF")).toBe("Up to CHF\u00a090,000 a year");
    expect(salaryRange(24000, 24000, "USD")).toBe("$24,000 a year");
  });

  it("shows bare amounts when the job names no currency, and nothing without amounts", () => {
    expect(salaryRange(85000, 105000)).toBe("85,000–105,000 a year");
    expect(salaryRange(null, null, "EUR")).toBeNull();
  });
});

describe("a job's facts on the careers list", () => {
  const job = (fields: Partial<PublicJob>) => ({ location: null, workplaceType: null, employmentType: null, department: null, ...fields }) as PublicJob;

  it("says a workplace type once when the location already names it", () => {
    expect(jobFacts(job({ location: "Remote", workplaceType: "remote", employmentType: "full_time", department: "Engineering" }))).toEqual(["Remote", "Full-time", "Engineering"]);
    expect(jobFacts(job({ location: "Remote (EU)", workplaceType: "remote" }))).toEqual(["Remote (EU)"]);
    expect(jobFacts(job({ location: "Berlin", workplaceType: "remote" }))).toEqual(["Berlin", "Remote"]);
    expect(jobFacts(job({ location: "Berlin", workplaceType: "hybrid" }))).toEqual(["Berlin", "Hybrid"]);
    expect(jobFacts(job({ location: null, workplaceType: "remote" }))).toEqual(["Remote"]);
  });
});
