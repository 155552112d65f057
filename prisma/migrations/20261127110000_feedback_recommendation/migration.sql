-- An interviewer's overall recommendation on a scorecard (issue 29: "Feedback entries and
-- myFeedback gain recommendation"): optional, so scorecards submitted before it stay valid. Kept after
-- a candidate is erased, like the scores, for the reports.
ALTER TABLE "feedback" ADD COLUMN "recommendation" TEXT;
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_recommendation_check"
  CHECK ("recommendation" IN ('strong_no', 'no', 'yes', 'strong_yes'));
