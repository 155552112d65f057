-- The language the candidate applied in: their e-mails are written in it (docs/decisions/363).
-- Applications from before careers pages spoke other languages were all English.
ALTER TABLE "applications" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "applications" ADD CONSTRAINT "applications_locale_check" CHECK ("locale" IN ('en', 'de', 'fr', 'es', 'pt'));
