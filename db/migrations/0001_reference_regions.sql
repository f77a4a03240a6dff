CREATE TABLE `area_regions` (
	`area_code` text PRIMARY KEY NOT NULL,
	`region_code` text NOT NULL,
	`region_name` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `rents` ADD `period` text;