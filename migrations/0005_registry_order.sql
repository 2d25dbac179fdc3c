ALTER TABLE `players` ADD `sort_key` text;--> statement-breakpoint
ALTER TABLE `players` ADD `search_text` text;--> statement-breakpoint
CREATE INDEX `players_sort` ON `players` (`sort_key`,`id`);--> statement-breakpoint
CREATE INDEX `tournaments_start` ON `tournaments` (`start_date`,`id`);