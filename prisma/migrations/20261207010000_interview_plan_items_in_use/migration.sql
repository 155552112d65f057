-- Which of a plan's items something still references (docs/decisions/486): replacing a job's plan
-- archives an item that an interview, a rating or an answer names and deletes the others. The
-- ratings and answers are read through scorecards, whose policies hide other reviewers' from a
-- caller still blind on the application, so a manager who edits the plan would see no reference
-- and the delete's cascade would take scorecards with it. This answers yes or no per item of the
-- caller's organization, never what references it. A planned interview is in use when it was
-- booked or when any question or attribute of its kit (archived ones too) was scored.
CREATE FUNCTION interview_plan_items_in_use(plan_interview_ids integer[], question_ids integer[], attribute_ids integer[])
RETURNS TABLE (kind text, id integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT DISTINCT 'interview', p.id FROM interview_plan_interviews p
  WHERE p.id = ANY (plan_interview_ids) AND p.organization_id = caller_org_id()
    AND (EXISTS (SELECT 1 FROM interviews i WHERE i.plan_interview_id = p.id)
      OR EXISTS (SELECT 1 FROM interview_kit_questions q JOIN interview_scorecard_answers a ON a.question_id = q.id WHERE q.plan_interview_id = p.id)
      OR EXISTS (SELECT 1 FROM interview_kit_attributes t JOIN interview_scorecard_ratings r ON r.attribute_id = t.id WHERE t.plan_interview_id = p.id))
  UNION ALL
  SELECT DISTINCT 'question', q.id FROM interview_kit_questions q
  WHERE q.id = ANY (question_ids) AND q.organization_id = caller_org_id()
    AND EXISTS (SELECT 1 FROM interview_scorecard_answers a WHERE a.question_id = q.id)
  UNION ALL
  SELECT DISTINCT 'attribute', t.id FROM interview_kit_attributes t
  WHERE t.id = ANY (attribute_ids) AND t.organization_id = caller_org_id()
    AND EXISTS (SELECT 1 FROM interview_scorecard_ratings r WHERE r.attribute_id = t.id) $$;
REVOKE ALL ON FUNCTION interview_plan_items_in_use(integer[], integer[], integer[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION interview_plan_items_in_use(integer[], integer[], integer[]) TO hiring_app;
