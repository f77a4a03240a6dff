DROP INDEX `deals_type_score_idx`;--> statement-breakpoint
DROP INDEX `deals_district_score_idx`;--> statement-breakpoint
DROP INDEX `deals_town_score_idx`;--> statement-breakpoint
DROP INDEX `deals_la_score_idx`;--> statement-breakpoint
DROP INDEX `deals_score_idx`;--> statement-breakpoint
DROP INDEX `deals_price_idx`;--> statement-breakpoint
DROP INDEX `deals_yield_idx`;--> statement-breakpoint
CREATE INDEX `deals_roi_idx` ON `deals` (`roi`,`score`,`property_type`,`property_kind`,`bedrooms`,`price`,`yield`);--> statement-breakpoint
CREATE INDEX `deals_type_search_idx` ON `deals` (`property_type`,`score`,`property_kind`,`bedrooms`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_district_search_idx` ON `deals` (`postcode_district`,`score`,`property_type`,`property_kind`,`bedrooms`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_town_search_idx` ON `deals` (`town`,`score`,`property_type`,`property_kind`,`bedrooms`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_lad_search_idx` ON `deals` (`district`,`score`,`property_type`,`property_kind`,`bedrooms`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_la_search_idx` ON `deals` (`la_code`,`score`,`property_type`,`property_kind`,`bedrooms`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_score_idx` ON `deals` (`score`,`property_type`,`property_kind`,`bedrooms`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_price_idx` ON `deals` (`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_yield_idx` ON `deals` (`yield`,`score`,`property_type`,`property_kind`,`bedrooms`,`price`,`roi`);