ALTER TABLE `players` ADD `surname` text;--> statement-breakpoint
ALTER TABLE `players` ADD `given_names` text;--> statement-breakpoint
ALTER TABLE `players` ADD `name_surname_first` text;--> statement-breakpoint
ALTER TABLE `players` ADD `name_initials` text;--> statement-breakpoint
ALTER TABLE `players` ADD `name_unsure` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `players_unsure` ON `players` (`name_unsure`,`sort_key`);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `name_style` text DEFAULT 'givenFirst' NOT NULL;