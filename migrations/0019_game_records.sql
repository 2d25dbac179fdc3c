CREATE TABLE `game_records` (
	`game_id` integer PRIMARY KEY NOT NULL,
	`record` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
