PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_adjournments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`position` text NOT NULL,
	`sealer` text NOT NULL,
	`sealed_move_number` integer NOT NULL,
	`sealed_move` text,
	`sealed_reading` text,
	`sealed_check` text,
	`white_minutes` integer NOT NULL,
	`black_minutes` integer NOT NULL,
	`early` integer DEFAULT false NOT NULL,
	`resume_at` text,
	`resume_place` text,
	`draw_offer_pending` integer DEFAULT false NOT NULL,
	`sealed_at` text NOT NULL,
	`opened_at` text,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_adjournments`("id", "game_id", "position", "sealer", "sealed_move_number", "sealed_move", "sealed_reading", "sealed_check", "white_minutes", "black_minutes", "early", "resume_at", "resume_place", "draw_offer_pending", "sealed_at", "opened_at") SELECT "id", "game_id", "position", "sealer", "sealed_move_number", "sealed_move", "sealed_reading", "sealed_check", "white_minutes", "black_minutes", "early", "resume_at", "resume_place", "draw_offer_pending", "sealed_at", "opened_at" FROM `adjournments`;--> statement-breakpoint
DROP TABLE `adjournments`;--> statement-breakpoint
ALTER TABLE `__new_adjournments` RENAME TO `adjournments`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `tournament_id` integer;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `undoes` integer;--> statement-breakpoint
CREATE INDEX `audit_tournament` ON `audit_log` (`tournament_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_undoes` ON `audit_log` (`undoes`);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `closed_at` text;--> statement-breakpoint
-- §36: a sealed envelope is judged only when it is opened; verdicts stored at sealing by earlier versions go.
UPDATE `adjournments` SET `sealed_check` = NULL, `sealed_reading` = NULL WHERE `opened_at` IS NULL;--> statement-breakpoint
-- The audit log's tournament and undo links, read out of the JSON that earlier versions wrote.
UPDATE `audit_log` SET `tournament_id` = `entity_id` WHERE `entity` = 'tournament';--> statement-breakpoint
UPDATE `audit_log` SET `tournament_id` = json_extract(`after`, '$.tournamentId') WHERE `entity` = 'game' AND json_valid(`after`) AND json_extract(`after`, '$.tournamentId') IS NOT NULL;--> statement-breakpoint
UPDATE `audit_log` SET `tournament_id` = (SELECT `tournament_id` FROM `games` WHERE `games`.`id` = `audit_log`.`entity_id`) WHERE `entity` = 'game' AND `tournament_id` IS NULL;--> statement-breakpoint
UPDATE `audit_log` SET `undoes` = json_extract(`after`, '$.undoes') WHERE `action` = 'result.undo' AND json_valid(`after`);
