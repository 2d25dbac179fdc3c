CREATE TABLE `opening_tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`variant` text NOT NULL,
	`ballots` integer NOT NULL,
	`text` text NOT NULL,
	`file` text,
	`loaded_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `opening_tables_key_unique` ON `opening_tables` (`key`);