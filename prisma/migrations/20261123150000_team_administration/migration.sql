-- Team administration (docs/decisions/172-174). A deactivated member cannot sign in and every
-- credential of theirs answers 401 until an admin reactivates them; a removed member is also
-- deactivated and no longer listed. Sign-ins are counted so a newcomer is greeted as new.
ALTER TABLE "users" ADD COLUMN "deactivated_at" TIMESTAMPTZ(3);
ALTER TABLE "users" ADD COLUMN "removed_at" TIMESTAMPTZ(3);
ALTER TABLE "users" ADD COLUMN "sign_in_count" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" TIMESTAMPTZ(3);
ALTER TABLE "users" ADD CONSTRAINT "users_removed_is_deactivated_check" CHECK ("removed_at" IS NULL OR "deactivated_at" IS NOT NULL);
