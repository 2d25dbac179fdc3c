CREATE TABLE `games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tournament_id` integer NOT NULL,
	`table_round` integer NOT NULL,
	`round` integer,
	`board` integer NOT NULL,
	`white_id` integer NOT NULL,
	`black_id` integer NOT NULL,
	`result` text,
	`extra` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`white_id`) REFERENCES `participants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`black_id`) REFERENCES `participants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `games_board` ON `games` (`tournament_id`,`table_round`,`board`);--> statement-breakpoint
CREATE INDEX `games_round` ON `games` (`tournament_id`,`round`);--> statement-breakpoint
CREATE TABLE `withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tournament_id` integer NOT NULL,
	`participant_id` integer NOT NULL,
	`after_round` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`participant_id`) REFERENCES `participants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `withdrawals_once` ON `withdrawals` (`participant_id`);--> statement-breakpoint
ALTER TABLE `participants` ADD `extra` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `double` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `swap_last_two_rounds` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `tiebreaks` text DEFAULT '["sb","wins","h2h"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `rank_counting` text DEFAULT '{"M":0,"CM":0,"unranked":6}' NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `draw_round_order` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `draw_method` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `draw_seed` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `drawn_at` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `extra` text;