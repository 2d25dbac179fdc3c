ALTER TABLE `tournaments` ADD `clock` text DEFAULT 'movesPerHour' NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `base_minutes` integer;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `increment_seconds` integer;
