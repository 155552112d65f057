import { defineConfig } from "prisma/config";

// The CLI is only used for `prisma generate` here; migrations are plain SQL applied by
// scripts/migrate.ts (see docs/decisions/001-sql-migrations.md).
export default defineConfig({
  schema: "./prisma/schema.prisma",
  migrations: { path: "./prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/hiring" },
});
