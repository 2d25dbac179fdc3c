CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` integer,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `audit_entity` ON `audit_log` (`entity`,`entity_id`);--> statement-breakpoint
CREATE TABLE `participants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tournament_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`lot_no` integer,
	`rank_at_start` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `participants_once` ON `participants` (`tournament_id`,`player_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `participants_lot` ON `participants` (`tournament_id`,`lot_no`);--> statement-breakpoint
CREATE INDEX `participants_player` ON `participants` (`player_id`);--> statement-breakpoint
CREATE TABLE `players` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`rank` text,
	`club` text,
	`city` text,
	`birth_year` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `players_name_key` ON `players` (`name_key`);--> statement-breakpoint
CREATE TABLE `tournaments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`variant` text NOT NULL,
	`rule_set` text NOT NULL,
	`venue` text,
	`start_date` text,
	`end_date` text,
	`arbiter` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
