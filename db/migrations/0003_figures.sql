CREATE TABLE `bedroom_stock` (
	`area_code` text NOT NULL,
	`area_name` text NOT NULL,
	`geography` text NOT NULL,
	`kind` text NOT NULL,
	`beds_1` integer,
	`beds_2` integer,
	`beds_3` integer,
	`beds_4` integer,
	`beds_5` integer,
	`beds_6` integer,
	`beds_unknown` integer,
	`total` integer,
	`as_at` text,
	PRIMARY KEY(`area_code`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `current_rents` (
	`area_code` text NOT NULL,
	`area_name` text NOT NULL,
	`grain` text NOT NULL,
	`period` text NOT NULL,
	`provisional` integer DEFAULT false NOT NULL,
	`rent_all` integer,
	`rent_1bed` integer,
	`rent_2bed` integer,
	`rent_3bed` integer,
	`rent_4plus` integer,
	PRIMARY KEY(`area_code`, `period`)
);
--> statement-breakpoint
DROP INDEX `deals_score_idx`;--> statement-breakpoint
DROP INDEX `deals_price_idx`;--> statement-breakpoint
DROP INDEX `deals_yield_idx`;--> statement-breakpoint
DROP INDEX `deals_roi_idx`;--> statement-breakpoint
DROP INDEX `deals_type_search_idx`;--> statement-breakpoint
DROP INDEX `deals_district_search_idx`;--> statement-breakpoint
DROP INDEX `deals_town_search_idx`;--> statement-breakpoint
DROP INDEX `deals_lad_search_idx`;--> statement-breakpoint
DROP INDEX `deals_la_search_idx`;--> statement-breakpoint
ALTER TABLE `deals` ADD `non_market` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `deals` ADD `ppd_category` text;--> statement-breakpoint
ALTER TABLE `deals` ADD `bedrooms_estimated` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `deals` ADD `bedrooms_common` integer;--> statement-breakpoint
CREATE INDEX `deals_score_idx` ON `deals` (`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_price_idx` ON `deals` (`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_yield_idx` ON `deals` (`yield`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_roi_idx` ON `deals` (`roi`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`);--> statement-breakpoint
CREATE INDEX `deals_type_search_idx` ON `deals` (`property_type`,`score`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_district_search_idx` ON `deals` (`postcode_district`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_town_search_idx` ON `deals` (`town`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_lad_search_idx` ON `deals` (`district`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_la_search_idx` ON `deals` (`la_code`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`,`roi`);