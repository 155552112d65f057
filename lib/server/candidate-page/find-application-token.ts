import { hashSecret } from "@/lib/auth/api-keys";
import { now } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { publicOrganizationSelect } from "@/lib/schemas/public";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const WHAT = "Application page";

// The application a page link names, by the hash of its token; an unknown or expired link is not
// found (the careers site sends fresh links on request).
export async function findApplicationToken(client: Tx, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new NotFound(WHAT);
  const row = await client.applicationToken.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: {
      expiresAt: true,
      application: {
        select: {
          id: true,
          organizationId: true,
          candidateId: true,
          status: true,
          locale: true,
          candidateName: true,
          currentStage: { select: { name: true, candidateLabel: true } },
          candidate: { select: { email: true, erasedAt: true } },
          job: { select: { title: true, organization: { select: publicOrganizationSelect } } },
        },
      },
    },
  });
  if (!row || row.expiresAt <= now() || row.application.candidate.erasedAt) throw new NotFound(WHAT);
  return row.application;
}

export type NamedApplication = Awaited<ReturnType<typeof findApplicationToken>>;
