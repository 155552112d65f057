import pg from "pg";
import { db } from "@/lib/db";
async function measure(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await fn();
  const t = performance.now(); const c = process.cpuUsage();
  for (let i = 0; i < 500; i++) await fn();
  const cpu = process.cpuUsage(c);
  console.log(name.padEnd(28), ((performance.now() - t) / 500).toFixed(3), "ms wall", ((cpu.user + cpu.system) / 1000 / 500).toFixed(3), "ms CPU");
}
async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 5 });
  const hash = "0".repeat(64);
  await measure("prisma raw select 1", () => db.$queryRaw`SELECT 1`);
  await measure("pg pool select 1", () => pool.query("SELECT 1"));
  await measure("prisma raw key lookup", () => db.$queryRaw`SELECT k.id, k.key_hash, k.revoked_at, k.last_used_at, u.id AS uid, u.organization_id, u.role::text, u.name FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = ${hash}`);
  await measure("pg key lookup", () => pool.query("SELECT k.id, k.key_hash, k.revoked_at, k.last_used_at, u.id AS uid, u.organization_id, u.role::text, u.name FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = $1", [hash]));
  await measure("pg key lookup prepared", () => pool.query({ name: "k", text: "SELECT k.id, k.key_hash, k.revoked_at, k.last_used_at, u.id AS uid, u.organization_id, u.role::text, u.name FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key_hash = $1", values: [hash] }));
  await measure("prisma audit page", () => db.$queryRaw`SELECT a.id, a.actor_user_id, a.actor_name, a.action, a.target_type, a.target_id, a.metadata, a.created_at FROM audit_logs a WHERE a.organization_id = 1 AND a.seq > 499950 ORDER BY a.seq DESC`);
  await measure("pg audit page", () => pool.query("SELECT a.id, a.actor_user_id, a.actor_name, a.action, a.target_type, a.target_id, a.metadata, a.created_at FROM audit_logs a WHERE a.organization_id = 1 AND a.seq > 499950 ORDER BY a.seq DESC"));
  process.exit(0);
}
main();
