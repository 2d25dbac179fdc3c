CREATE INDEX `players_club_rank` ON `players` (lower("club"),`rank`,`sort_key`);--> statement-breakpoint
CREATE INDEX `players_city_rank` ON `players` (lower("city"),`rank`,`sort_key`);