CREATE TABLE `round_openings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tournament_id` integer NOT NULL,
	`table_round` integer NOT NULL,
	`board` integer NOT NULL,
	`ballot` text NOT NULL,
	`seed` text NOT NULL,
	`drawn_at` text NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `round_openings_place` ON `round_openings` (`tournament_id`,`table_round`,`board`);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `opening_table` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `opening_draw` text DEFAULT 'perRound' NOT NULL;