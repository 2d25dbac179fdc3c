CREATE TABLE `adjournments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`position` text NOT NULL,
	`sealer` text NOT NULL,
	`sealed_move_number` integer NOT NULL,
	`sealed_move` text NOT NULL,
	`sealed_reading` text,
	`sealed_check` text NOT NULL,
	`white_minutes` integer NOT NULL,
	`black_minutes` integer NOT NULL,
	`early` integer DEFAULT false NOT NULL,
	`resume_at` text,
	`resume_place` text,
	`draw_offer_pending` integer DEFAULT false NOT NULL,
	`sealed_at` text NOT NULL,
	`opened_at` text,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `incidents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`kind` text NOT NULL,
	`side` text NOT NULL,
	`move_number` integer,
	`move` text,
	`position` text,
	`rule_set` text NOT NULL,
	`penalty` text,
	`minutes_to_opponent` integer DEFAULT 0 NOT NULL,
	`result_applied` text,
	`note` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
