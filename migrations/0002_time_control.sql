ALTER TABLE `tournaments` ADD `moves_per_hour` integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `session_hours` integer DEFAULT 5 NOT NULL;