DROP INDEX `games_board`;--> statement-breakpoint
ALTER TABLE `games` ADD `leg` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `games_board` ON `games` (`tournament_id`,`table_round`,`board`,`leg`);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `micro_match` integer DEFAULT false NOT NULL;