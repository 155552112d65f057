-- Offers on an application and the approvals they go through (docs/decisions/390-392).

-- The organization's approval chain per kind of subject: ordered steps, each naming members or a
-- role, decided by any one of them or by all; a step with a threshold applies only to offers whose
-- yearly amount in its currency is above it (or that are in another currency).
CREATE TABLE approval_chain_steps (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('offer', 'job')),
  position         integer NOT NULL CHECK (position >= 0),
  mode             text NOT NULL CHECK (mode IN ('any', 'all')),
  approver_ids     text[] NOT NULL DEFAULT '{}',
  approver_role    role,
  min_yearly_amount numeric(14, 2) CHECK (min_yearly_amount >= 0),
  min_currency     varchar(3) CHECK (min_currency ~ '^[A-Z]{3}$'),
  CHECK ((approver_role IS NULL) = (cardinality(approver_ids) > 0)),
  CHECK (approver_role IS DISTINCT FROM 'interviewer'),
  CHECK ((min_yearly_amount IS NULL) = (min_currency IS NULL)),
  CHECK (kind = 'offer' OR min_yearly_amount IS NULL),
  UNIQUE (organization_id, kind, position)
);

CREATE TABLE offers (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  application_id   integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  job_id           integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  status           text NOT NULL DEFAULT 'draft'
                   CHECK (status IN ('draft', 'pending_approval', 'approved', 'sent', 'accepted', 'declined', 'expired', 'withdrawn')),
  salary_amount    numeric(14, 2) NOT NULL CHECK (salary_amount > 0),
  salary_currency  varchar(3) NOT NULL CHECK (salary_currency ~ '^[A-Z]{3}$'),
  salary_period    text NOT NULL CHECK (salary_period IN ('year', 'month', 'week', 'day', 'hour')),
  start_date       date,
  expires_at       timestamptz(3),
  employment_type  employment_type,
  terms            text CHECK (length(terms) <= 20000),
  -- which round of approvals is current: a change after an approval starts the next one
  approval_round   integer NOT NULL DEFAULT 0,
  created_by_id    text REFERENCES users(id) ON DELETE SET NULL,
  submitted_at     timestamptz(3),
  approved_at      timestamptz(3),
  sent_at          timestamptz(3),
  responded_at     timestamptz(3),
  decline_reason   text CHECK (length(decline_reason) <= 2000),
  created_at       timestamptz(3) NOT NULL DEFAULT now(),
  updated_at       timestamptz(3) NOT NULL DEFAULT now()
);
-- one offer in play per application at a time; ended ones stay for the record
CREATE UNIQUE INDEX offers_one_live_per_application ON offers (application_id)
  WHERE status IN ('draft', 'pending_approval', 'approved', 'sent');
CREATE INDEX offers_job_id_idx ON offers (job_id);
CREATE INDEX offers_organization_created_idx ON offers (organization_id, created_at);

-- One row per approver of a step of a round, copied from the chain when the offer is submitted.
CREATE TABLE approvals (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  offer_id         integer REFERENCES offers(id) ON DELETE CASCADE,
  job_id           integer REFERENCES jobs(id) ON DELETE CASCADE,
  round            integer NOT NULL,
  step             integer NOT NULL CHECK (step >= 0),
  mode             text NOT NULL CHECK (mode IN ('any', 'all')),
  approver_id      text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- withdrawn: the approver left the organization before deciding; superseded: another approver
  -- decided the any-of step, or a change reset the round
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn', 'superseded')),
  comment          text CHECK (length(comment) <= 2000),
  decided_at       timestamptz(3),
  created_at       timestamptz(3) NOT NULL DEFAULT now(),
  CHECK ((offer_id IS NULL) <> (job_id IS NULL))
);
CREATE UNIQUE INDEX approvals_offer_round_step_approver_key ON approvals (offer_id, round, step, approver_id) WHERE offer_id IS NOT NULL;
CREATE UNIQUE INDEX approvals_job_round_step_approver_key ON approvals (job_id, round, step, approver_id) WHERE job_id IS NOT NULL;
CREATE INDEX approvals_approver_pending_idx ON approvals (approver_id) WHERE status = 'pending';

-- The offers the caller was asked to approve (decision 302: approvers read the offer). SECURITY
-- DEFINER, so the offers policy reads approvals without passing through their policy.
CREATE FUNCTION caller_approver_offer_ids() RETURNS SETOF integer LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT a.offer_id FROM approvals a WHERE a.approver_id = caller_user_id() AND a.offer_id IS NOT NULL;
  END $$;

ALTER TABLE approval_chain_steps ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON approval_chain_steps AS RESTRICTIVE USING (organization_id = caller_org_id());
-- every member may read the chain (the UI says who will approve); only admins change it
CREATE POLICY of_the_organization ON approval_chain_steps USING (true);

-- Salary never reaches an interviewer, even one who reviews the application.
ALTER TABLE offers ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON offers AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY managers_and_approvers ON offers USING (
  caller_role() IS DISTINCT FROM 'interviewer'
  AND (caller_sees_all_jobs() OR job_id IN (SELECT caller_managed_job_ids()) OR id IN (SELECT caller_approver_offer_ids())));

ALTER TABLE approvals ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenancy ON approvals AS RESTRICTIVE USING (organization_id = caller_org_id());
CREATE POLICY approvers_and_managers ON approvals USING (
  caller_role() IS DISTINCT FROM 'interviewer'
  AND (approver_id = caller_user_id()
       OR (offer_id IS NOT NULL AND EXISTS (SELECT 1 FROM offers o WHERE o.id = approvals.offer_id))
       OR (job_id IS NOT NULL AND (caller_sees_all_jobs() OR job_id IN (SELECT caller_managed_job_ids())))));

-- Whom an offer is for and for which job, to whoever may read the offer: an approver who does not
-- manage the job cannot read the application, yet must know what they approve (decision 390).
CREATE FUNCTION caller_offer_subject(offer integer) RETURNS TABLE (candidate_name text, job_title text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp
  AS $$ BEGIN
    RETURN QUERY SELECT a.candidate_name, j.title FROM offers o JOIN applications a ON a.id = o.application_id JOIN jobs j ON j.id = o.job_id
      WHERE o.id = offer AND o.organization_id = caller_org_id() AND caller_role() IS DISTINCT FROM 'interviewer'
        AND (caller_sees_all_jobs() OR o.job_id IN (SELECT caller_managed_job_ids()) OR o.id IN (SELECT caller_approver_offer_ids()));
  END $$;
