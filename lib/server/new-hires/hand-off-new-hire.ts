import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import { decryptSecret } from "@/lib/server/webhooks/secret-box";
import { addBambooHrEmployee, BambooHrError } from "./bamboohr-client";

export type NewHireHandoffJob = { handoffId: number };

// the queue's tries (its retryLimit 5, and the first)
const MAX_ATTEMPTS = 6;

// BambooHR's employment statuses for the offer's employment type
const EMPLOYMENT_STATUS: Record<string, string> = {
  full_time: "Full-Time",
  part_time: "Part-Time",
  contract: "Contractor",
  temporary: "Temporary",
  internship: "Intern",
};

// BambooHR requires a first and a last name: the last word is the last name, the words before it
// the first name; a one-word name is both, which HR corrects in BambooHR rather than the hire failing.
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { firstName: words[0], lastName: words[0] };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}

type Hire = { name: string; email: string; phone: string | null; jobTitle: string; department: string | null; location: string | null; employmentType: string | null; startDate: Date | null };

// The fields of BambooHR's "add employee" this product can fill. The candidate's own e-mail is their
// home e-mail: the work one is made by the employer. The salary stays out: BambooHR keeps pay in its
// compensation table, which HR fills in on the employee's record (docs/decisions/483).
export function bambooHrFields(hire: Hire): Record<string, string> {
  const fields: Record<string, string> = { ...splitName(hire.name), homeEmail: hire.email, jobTitle: hire.jobTitle };
  if (hire.phone) fields.mobilePhone = hire.phone;
  if (hire.department) fields.department = hire.department;
  if (hire.location) fields.location = hire.location;
  if (hire.startDate) fields.hireDate = hire.startDate.toISOString().slice(0, 10);
  if (hire.employmentType && EMPLOYMENT_STATUS[hire.employmentType]) fields.employmentHistoryStatus = EMPLOYMENT_STATUS[hire.employmentType];
  return fields;
}

// The queue's job: BambooHR's "add employee" for the new hire, the employee id it answers kept on the
// hand-off. Each try is counted on the row with its error; an answer another try may change (no
// answer, 429, 5xx) throws, for the queue to retry with backoff; any other refusal fails at once.
export async function handOffNewHire({ handoffId }: NewHireHandoffJob): Promise<void> {
  // the queue's worker runs as the owner; the hand-off's organization is read under its policies
  const handoff = await db.newHireHandoff.findUnique({ where: { id: handoffId }, select: { id: true, organizationId: true, newHireId: true, status: true, attempts: true } });
  if (!handoff || handoff.status !== "pending") return;
  const [connection, hire] = await asOrganization(handoff.organizationId, () =>
    Promise.all([
      db.bambooHrConnection.findFirst({ select: { companyDomain: true, apiKeyEncrypted: true } }),
      db.newHire.findUnique({ where: { id: handoff.newHireId }, select: { name: true, email: true, phone: true, jobTitle: true, department: true, location: true, employmentType: true, startDate: true } }),
    ]),
  );
  const attempts = handoff.attempts + 1;
  const fail = (error: string, final: boolean) =>
    db.newHireHandoff.update({ where: { id: handoff.id }, data: { attempts, lastError: error, status: final ? "failed" : "pending" } });
  if (!connection) return void (await fail("BambooHR is no longer connected", true));
  if (!hire) return void (await fail("The new hire is no longer there", true));
  try {
    const apiKey = decryptSecret(connection.apiKeyEncrypted, "hiring-bamboohr-keys");
    const employeeId = await addBambooHrEmployee({ companyDomain: connection.companyDomain, apiKey }, bambooHrFields(hire));
    await db.newHireHandoff.update({ where: { id: handoff.id }, data: { attempts, lastError: null, externalId: employeeId, status: "delivered", deliveredAt: now() } });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300);
    const final = !(error instanceof BambooHrError && error.retryable) || attempts >= MAX_ATTEMPTS;
    await fail(reason, final);
    if (!final) throw new Error(`BambooHR: ${reason}`, { cause: error });
  }
}
