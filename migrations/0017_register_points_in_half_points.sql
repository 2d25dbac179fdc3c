-- A norm applied from a 2–1–0 tournament was kept with its points doubled (the proposal's points, already in
-- 2–1–0, were doubled again as if they were 1–½–0): halve them back to half-points and note the scale, so the
-- register reads "6 of 6" again. Events of a deleted tournament (no tournament_id) cannot be told apart and stay.
UPDATE `rank_events`
SET `evidence` = json_set(`evidence`, '$.points', json_extract(`evidence`, '$.points') / 2, '$.scoring', '2-1-0')
WHERE json_extract(`evidence`, '$.from') = 'tournament'
  AND json_extract(`evidence`, '$.scoring') IS NULL
  AND `tournament_id` IN (SELECT `id` FROM `tournaments` WHERE `scoring` = '2-1-0');
