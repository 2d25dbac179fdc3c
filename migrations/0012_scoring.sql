ALTER TABLE `tournaments` ADD `scoring` text DEFAULT '1-½-0' NOT NULL;--> statement-breakpoint
-- Tournaments played under the FMJD's rules count 2–1–0, as those rules do; the 1953 rules and FIDE's stay 1–½–0.
UPDATE `tournaments` SET `scoring` = '2-1-0' WHERE `rule_set` = 'fmjd';
