CREATE TABLE `classification_matches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`player_id` integer NOT NULL,
	`master_id` integer NOT NULL,
	`games` integer NOT NULL,
	`points` integer NOT NULL,
	`note` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`master_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `matches_player` ON `classification_matches` (`player_id`);--> statement-breakpoint
CREATE INDEX `matches_master` ON `classification_matches` (`master_id`);--> statement-breakpoint
CREATE TABLE `rank_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`player_id` integer NOT NULL,
	`kind` text NOT NULL,
	`rank` text,
	`date` text NOT NULL,
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
CREATE INDEX `rank_events_player` ON `rank_events` (`player_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `rank_events_tournament` ON `rank_events` (`tournament_id`);--> statement-breakpoint
CREATE TABLE `register_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`candidate_max_coefficient` integer DEFAULT 100 NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `players` ADD `rank_since` text;--> statement-breakpoint
ALTER TABLE `players` ADD `rank_kept_on` text;--> statement-breakpoint
ALTER TABLE `players` ADD `rank_kept_by` integer;--> statement-breakpoint
CREATE INDEX `players_rank` ON `players` (`rank`,`sort_key`);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `national_championship` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The register begins with the ranks the registry held: each becomes a rank set on the day the player was registered.
INSERT INTO `rank_events` (`player_id`, `kind`, `rank`, `date`, `basis`, `evidence`, `created_at`)
  SELECT `id`, 'set', `rank`, substr(`created_at`, 1, 10), 'hand', '{"from":"registry"}', `created_at`
  FROM `players` WHERE `rank` IS NOT NULL;--> statement-breakpoint
UPDATE `players` SET
  `rank_since` = substr(`created_at`, 1, 10),
  `rank_kept_on` = substr(`created_at`, 1, 10),
  `rank_kept_by` = (SELECT max(`e`.`id`) FROM `rank_events` `e` WHERE `e`.`player_id` = `players`.`id`)
  WHERE `rank` IS NOT NULL;
