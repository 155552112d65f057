-- An e-mail may carry an iCalendar invitation (issue 24, docs/decisions/373): the calendar object as
-- written when the change committed, and its METHOD (REQUEST or CANCEL), sent as the message's
-- text/calendar part so mail programs offer to add, update or remove the event.
ALTER TABLE outbox_emails ADD COLUMN calendar_method text CHECK (calendar_method IN ('REQUEST', 'CANCEL'));
ALTER TABLE outbox_emails ADD COLUMN calendar_ics text;
ALTER TABLE outbox_emails ADD CONSTRAINT outbox_emails_calendar_together CHECK ((calendar_method IS NULL) = (calendar_ics IS NULL));
