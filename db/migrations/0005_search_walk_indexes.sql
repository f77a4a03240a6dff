DROP INDEX `deals_score_idx`;--> statement-breakpoint
DROP INDEX `deals_price_idx`;--> statement-breakpoint
DROP INDEX `deals_yield_idx`;--> statement-breakpoint
DROP INDEX `deals_roi_idx`;--> statement-breakpoint
DROP INDEX `deals_type_search_idx`;--> statement-breakpoint
CREATE INDEX `deals_district_price_idx` ON `deals` (`postcode_district`,`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_town_price_idx` ON `deals` (`town`,`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_lad_price_idx` ON `deals` (`district`,`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_la_price_idx` ON `deals` (`la_code`,`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_score_idx` ON `deals` (`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`,`roi`,`la_code`,`postcode_district`,`town`);--> statement-breakpoint
CREATE INDEX `deals_price_idx` ON `deals` (`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`yield`,`roi`,`la_code`,`postcode_district`,`town`);--> statement-breakpoint
CREATE INDEX `deals_yield_idx` ON `deals` (`yield`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`roi`,`la_code`,`postcode_district`,`town`);--> statement-breakpoint
CREATE INDEX `deals_roi_idx` ON `deals` (`roi`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`,`la_code`,`postcode_district`,`town`);--> statement-breakpoint
CREATE INDEX `deals_type_search_idx` ON `deals` (`property_type`,`score`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`price`,`yield`,`roi`,`la_code`,`postcode_district`,`town`);