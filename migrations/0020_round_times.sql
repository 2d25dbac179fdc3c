CREATE TABLE `round_times` (
	`tournament_id` integer NOT NULL,
	`round` integer NOT NULL,
	`starts_at` text NOT NULL,
	PRIMARY KEY(`tournament_id`, `round`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade
);
