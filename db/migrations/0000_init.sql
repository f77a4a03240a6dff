CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversations_user_updated_idx` ON `conversations` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `deals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`external_id` text NOT NULL,
	`title` text NOT NULL,
	`price` integer NOT NULL,
	`location` text NOT NULL,
	`property_type` text NOT NULL,
	`property_kind` text NOT NULL,
	`bedrooms` integer,
	`roi` real NOT NULL,
	`yield` real NOT NULL,
	`score` integer NOT NULL,
	`description` text NOT NULL,
	`image_url` text,
	`postcode` text,
	`postcode_district` text,
	`full_address` text,
	`street` text,
	`town` text,
	`district` text,
	`county` text,
	`la_code` text,
	`source_url` text,
	`source_website` text,
	`status` text NOT NULL,
	`sold_date` text,
	`lat` real,
	`lon` real,
	`valuation` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deals_external_id_unique` ON `deals` (`external_id`);--> statement-breakpoint
CREATE INDEX `deals_score_idx` ON `deals` (`score`);--> statement-breakpoint
CREATE INDEX `deals_price_idx` ON `deals` (`price`);--> statement-breakpoint
CREATE INDEX `deals_yield_idx` ON `deals` (`yield`);--> statement-breakpoint
CREATE INDEX `deals_type_score_idx` ON `deals` (`property_type`,`score`);--> statement-breakpoint
CREATE INDEX `deals_district_score_idx` ON `deals` (`postcode_district`,`score`);--> statement-breakpoint
CREATE INDEX `deals_town_score_idx` ON `deals` (`town`,`score`);--> statement-breakpoint
CREATE INDEX `deals_la_score_idx` ON `deals` (`la_code`,`score`);--> statement-breakpoint
CREATE TABLE `hpi_local_authorities` (
	`area_code` text PRIMARY KEY NOT NULL,
	`area_name` text NOT NULL,
	`nation` text NOT NULL,
	`period` text NOT NULL,
	`average_price` integer NOT NULL,
	`annual_change` real
);
--> statement-breakpoint
CREATE TABLE `hpi_regions_monthly` (
	`month` text NOT NULL,
	`area_name` text NOT NULL,
	`index` real NOT NULL,
	`average_price` integer,
	`annual_change` real,
	PRIMARY KEY(`area_name`, `month`)
);
--> statement-breakpoint
CREATE TABLE `import_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`file` text NOT NULL,
	`sha256` text NOT NULL,
	`rows_read` integer NOT NULL,
	`rows_applied` integer NOT NULL,
	`rows_malformed` integer NOT NULL,
	`finished_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `local_authorities` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`hex_x` real,
	`hex_y` real
);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`role` text NOT NULL,
	`content` text NOT NULL,
	`deal_ids` text,
	`kind` text,
	`deal_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `postcode_districts` (
	`district` text PRIMARY KEY NOT NULL,
	`postcode_count` integer NOT NULL,
	`lat` real NOT NULL,
	`lon` real NOT NULL,
	`la_code` text,
	`country_code` text
);
--> statement-breakpoint
CREATE TABLE `postcode_sectors` (
	`sector` text PRIMARY KEY NOT NULL,
	`postcode_count` integer NOT NULL,
	`lat` real NOT NULL,
	`lon` real NOT NULL,
	`la_code` text,
	`country_code` text
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rents` (
	`area_code` text NOT NULL,
	`area_name` text NOT NULL,
	`bedroom_category` text NOT NULL,
	`count_of_rents` integer,
	`mean` integer,
	`lower_quartile` integer,
	`median` integer,
	`upper_quartile` integer,
	PRIMARY KEY(`area_code`, `bedroom_category`)
);
--> statement-breakpoint
CREATE TABLE `saved_deals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`deal_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deal_id`) REFERENCES `deals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_deals_user_deal_idx` ON `saved_deals` (`user_id`,`deal_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL,
	`user_id` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `usage_counters` (
	`user_id` text PRIMARY KEY NOT NULL,
	`searches_used` integer DEFAULT 0 NOT NULL,
	`questions_used` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`profile_image_url` text,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`subscription_status` text DEFAULT 'free' NOT NULL,
	`subscription_plan` text DEFAULT 'free' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `website_compliance` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`domain` text NOT NULL,
	`status` text NOT NULL,
	`reasoning` text NOT NULL,
	`checked_date` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`tos_url` text,
	`category` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `website_compliance_domain_unique` ON `website_compliance` (`domain`);