PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_rank_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`player_id` integer NOT NULL,
	`kind` text NOT NULL,
	`rank` text,
	`date` text,
	`basis` text NOT NULL,
	`tournament_id` integer,
	`match_id` integer,
	`evidence` text NOT NULL,
	`note` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`match_id`) REFERENCES `classification_matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_rank_events`("id", "player_id", "kind", "rank", "date", "basis", "tournament_id", "match_id", "evidence", "note", "created_at") SELECT "id", "player_id", "kind", "rank", "date", "basis", "tournament_id", "match_id", "evidence", "note", "created_at" FROM `rank_events`;--> statement-breakpoint
DROP TABLE `rank_events`;--> statement-breakpoint
ALTER TABLE `__new_rank_events` RENAME TO `rank_events`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `rank_events_player` ON `rank_events` (`player_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `rank_events_tournament` ON `rank_events` (`tournament_id`);--> statement-breakpoint
-- A rank typed into the registry's form (or held by the registry when the register began, or brought by a tournament
-- file) was dated the day it was typed: a date nobody gave. Those events become "date unknown". A rank set on the
-- player card was given its date by the arbiter (its audit row, rank.set, names the event) and keeps it.
CREATE TABLE `rank_refold` (`player_id` integer PRIMARY KEY NOT NULL);--> statement-breakpoint
INSERT OR IGNORE INTO `rank_refold` (`player_id`)
  SELECT `player_id` FROM `rank_events`
  WHERE `kind` = 'set' AND `date` IS NOT NULL AND (
    json_extract(`evidence`, '$.from') IN ('registry', 'file')
    OR (json_extract(`evidence`, '$.from') = 'hand' AND `id` NOT IN (
      SELECT json_extract(`after`, '$.id') FROM `audit_log` WHERE `action` = 'rank.set' AND `after` IS NOT NULL)));--> statement-breakpoint
UPDATE `rank_events` SET `date` = NULL
  WHERE `kind` = 'set' AND (
    json_extract(`evidence`, '$.from') IN ('registry', 'file')
    OR (json_extract(`evidence`, '$.from') = 'hand' AND `id` NOT IN (
      SELECT json_extract(`after`, '$.id') FROM `audit_log` WHERE `action` = 'rank.set' AND `after` IS NOT NULL)));
