-- Every policy reads the caller once per statement instead of once per row (docs/decisions/427).
-- caller_org_id(), caller_user_id(), caller_role() and caller_sees_all_jobs() are inlined into
-- current_setting() calls, which a filter evaluates for every row it looks at: the jobs list's
-- policies read the settings twice per job in each of four scans of the organization's jobs.
-- Written as a sub-select, each becomes an InitPlan: evaluated once, then compared as a parameter
-- (and still usable as an index condition). The rule each policy states is unchanged; only the
-- calls are wrapped. tests/row-level-security.test.ts keeps new policies in this form.
DO $$
DECLARE
  p record;
  bare_call constant text := '\m(caller_org_id|caller_user_id|caller_role|caller_sees_all_jobs)\(\)';
  using_expr text;
  check_expr text;
BEGIN
  FOR p IN SELECT schemaname, tablename, policyname, qual, with_check FROM pg_policies WHERE schemaname = 'public' LOOP
    using_expr := regexp_replace(p.qual, bare_call, '(SELECT \1())', 'g');
    check_expr := regexp_replace(p.with_check, bare_call, '(SELECT \1())', 'g');
    IF using_expr IS DISTINCT FROM p.qual THEN
      EXECUTE format('ALTER POLICY %I ON %I.%I USING (%s)', p.policyname, p.schemaname, p.tablename, using_expr);
    END IF;
    IF check_expr IS DISTINCT FROM p.with_check THEN
      EXECUTE format('ALTER POLICY %I ON %I.%I WITH CHECK (%s)', p.policyname, p.schemaname, p.tablename, check_expr);
    END IF;
  END LOOP;
END $$;
