CREATE TABLE `final_lines` (
	`tournament_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`line` text NOT NULL,
	PRIMARY KEY(`tournament_id`, `player_id`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade
);
