DROP INDEX `players_unfilled`;--> statement-breakpoint
CREATE INDEX `players_unfilled` ON `players` (`id`) WHERE "players"."surname" is null or "players"."sort_key" is null or "players"."search_text" is null;--> statement-breakpoint
-- A registry search finds a name written in Cyrillic by its Latin letters too: the search column of every player with
-- a Cyrillic letter in his name, club or city is emptied here and made anew at the next opening (fillDerivedKeys).
UPDATE `players` SET `search_text` = NULL WHERE `name` GLOB '*[Ѐ-ӿ]*' OR `club` GLOB '*[Ѐ-ӿ]*' OR `city` GLOB '*[Ѐ-ӿ]*';
