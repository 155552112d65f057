import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { asHolderOf } from "@/lib/server/public/public-scope";
import { withdrawApplicationIn } from "@/lib/server/withdrawals/confirm-withdrawal";
import { findApplicationToken } from "./find-application-token";

// POST /api/public/applications/{token}/withdraw: the candidate withdraws from their page, as a
// withdrawal link would (the same domain function, audited `via: application_page`). A repeat
// answers alreadyWithdrawn; an application the team closed can no longer be withdrawn.
export async function withdrawFromPage(token: string): Promise<{ alreadyWithdrawn: boolean }> {
  return asHolderOf("application", token, () =>
    db.$transaction(async (tx) => {
      const named = await findApplicationToken(tx, token);
      // lock the application so two clicks cannot both withdraw it
      await tx.$queryRaw`SELECT id FROM applications WHERE id = ${named.id} FOR UPDATE`;
      const application = await findApplicationToken(tx, token);
      if (application.status === "withdrawn") return { alreadyWithdrawn: true };
      if (application.status !== "active") throw new Conflict("This application is already closed.");
      await withdrawApplicationIn(tx, application, now(), "application_page");
      return { alreadyWithdrawn: false };
    }),
  );
}
