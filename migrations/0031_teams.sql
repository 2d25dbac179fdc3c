CREATE TABLE `lineups` (
	`tournament_id` integer NOT NULL,
	`table_round` integer NOT NULL,
	`team_id` integer NOT NULL,
	`board` integer NOT NULL,
	`participant_id` integer,
	PRIMARY KEY(`team_id`, `table_round`, `board`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`participant_id`) REFERENCES `participants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `team_members` (
	`team_id` integer NOT NULL,
	`participant_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`team_id`, `position`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`participant_id`) REFERENCES `participants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_once` ON `team_members` (`participant_id`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tournament_id` integer NOT NULL,
	`lot_no` integer,
	`name` text NOT NULL,
	`club` text,
	`captain` text,
	`left_after` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `teams_name` ON `teams` (`tournament_id`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `teams_lot` ON `teams` (`tournament_id`,`lot_no`);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `team_boards` integer;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `team_match_points` text DEFAULT '2-1-0' NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `team_order` text DEFAULT 'matchPoints' NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `team_tiebreaks` text DEFAULT '["boardPoints","boardByBoard","matchH2h","gameWins"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `team_norms_confirmed_at` text;