import { ownerDb } from "@/lib/db/owner";
import { hashPassword } from "@/lib/auth/passwords";
import { unique } from "./sequence";

export async function createUser(organizationId: number, data: { role?: string; name?: string; email?: string; password?: string } = {}) {
  const role = data.role ?? "recruiter";
  return ownerDb.user.create({
    data: {
      organizationId,
      role,
      name: data.name ?? `${role} ${unique("user")}`,
      email: (data.email ?? `${unique(role)}@example.test`).toLowerCase(),
      passwordHash: data.password ? await hashPassword(data.password) : null,
    },
  });
}
