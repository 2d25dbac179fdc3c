-- A closed tournament now stays in the hall with its final standings until the arbiter hides it. Those closed before
-- this version were out of the hall (it showed only tournaments being played): they stay out, so that an archive of
-- old tournaments does not appear on the wall.
UPDATE `tournaments` SET `shown_in_hall` = false WHERE `closed_at` IS NOT NULL;
