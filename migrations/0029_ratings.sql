CREATE TABLE `player_ratings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`player_id` integer NOT NULL,
	`list` text NOT NULL,
	`rating` integer,
	`title` text,
	`list_date` text NOT NULL,
	`source` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `player_ratings_list` ON `player_ratings` (`player_id`,`list`);--> statement-breakpoint
ALTER TABLE `participants` ADD `rating_at_start` integer;--> statement-breakpoint
ALTER TABLE `participants` ADD `title_at_start` text;--> statement-breakpoint
ALTER TABLE `participants` ADD `rating_list_date` text;--> statement-breakpoint
ALTER TABLE `players` ADD `federation` text;--> statement-breakpoint
ALTER TABLE `players` ADD `fmjd_id` integer;--> statement-breakpoint
ALTER TABLE `players` ADD `latin_name` text;--> statement-breakpoint
CREATE UNIQUE INDEX `players_fmjd_id` ON `players` (`fmjd_id`);--> statement-breakpoint
CREATE INDEX `players_unfilled` ON `players` (`id`) WHERE "players"."surname" is null or "players"."sort_key" is null;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `rating_list` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `women_norms` integer DEFAULT false NOT NULL;