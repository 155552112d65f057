import { describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/auth/passwords";
import { SIGN_IN_FAILED, SIGN_IN_THROTTLED, signInWithPassword } from "@/lib/auth/sign-in";
import { ownerDb } from "@/lib/db/owner";
import { createOrganization, createUser } from "@/prisma/factories";
import { withSettings } from "./support/settings";

// A low limit for this file only (production: 10 failures per e-mail, 50 per address, 15 minutes).
withSettings({ RATE_LIMIT_SIGN_IN_PER_15_MINUTES: "3" });

const PASSWORD = "correct horse battery";

async function userWithPassword() {
  const organization = await createOrganization();
  const user = await createUser(organization.id, { role: "recruiter" });
  await ownerDb.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  return user;
}

let host = 0;
const address = () => `198.51.100.${(host += 1)}`;

describe("sign-in throttling", () => {
  it("never locks out a person who signs in successfully, however often", async () => {
    const user = await userWithPassword();
    const from = address();
    for (let i = 0; i < 10; i++) expect(await signInWithPassword(user.email, PASSWORD, from)).toMatchObject({ ok: true });
  });

  it("locks an e-mail after the allowed failures, even for the right password, and only that e-mail", async () => {
    const user = await userWithPassword();
    const other = await userWithPassword();
    const from = address();
    for (let i = 0; i < 3; i++) expect(await signInWithPassword(user.email, "wrong", from)).toEqual({ ok: false, message: SIGN_IN_FAILED });
    expect(await signInWithPassword(user.email, PASSWORD, from)).toEqual({ ok: false, message: SIGN_IN_THROTTLED });
    expect(await signInWithPassword(user.email.toUpperCase(), PASSWORD, address())).toEqual({ ok: false, message: SIGN_IN_THROTTLED });
    expect(await signInWithPassword(other.email, PASSWORD, from)).toMatchObject({ ok: true });
  });

  it("counts successes between failures as nothing: two failures, a success, one failure still leave a try", async () => {
    const user = await userWithPassword();
    const from = address();
    await signInWithPassword(user.email, "wrong", from);
    await signInWithPassword(user.email, "wrong", from);
    expect(await signInWithPassword(user.email, PASSWORD, from)).toMatchObject({ ok: true });
    expect(await signInWithPassword(user.email, "wrong", from)).toEqual({ ok: false, message: SIGN_IN_FAILED });
    expect(await signInWithPassword(user.email, PASSWORD, from)).toEqual({ ok: false, message: SIGN_IN_THROTTLED });
  });

  it("locks an address that fails across many e-mails (five times the per-e-mail limit)", async () => {
    const from = address();
    for (let i = 0; i < 15; i++) {
      expect(await signInWithPassword(`nobody-${i}-${process.pid}@example.test`, "wrong", from)).toEqual({ ok: false, message: SIGN_IN_FAILED });
    }
    const user = await userWithPassword();
    expect(await signInWithPassword(user.email, PASSWORD, from)).toEqual({ ok: false, message: SIGN_IN_THROTTLED });
    expect(await signInWithPassword(user.email, PASSWORD, address())).toMatchObject({ ok: true });
  });
});

describe("sign-in when the database fails", () => {
  it("answers a plain message, never the database's text", async () => {
    const { sqlPool } = await import("@/lib/db");
    const { SIGN_IN_UNAVAILABLE } = await import("@/lib/auth/sign-in");
    const spy = vi.spyOn(sqlPool(), "query").mockRejectedValueOnce(Object.assign(new Error('prepared statement "consume_rate_limits_2" already exists'), { code: "42P05" }) as never);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await signInWithPassword("someone@example.test", "x", address())).toEqual({ ok: false, message: SIGN_IN_UNAVAILABLE });
    } finally {
      spy.mockRestore();
      errors.mockRestore();
    }
  });
});
