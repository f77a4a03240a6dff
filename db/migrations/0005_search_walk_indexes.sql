DROP INDEX `deals_score_idx`;--> statement-breakpoint
DROP INDEX `deals_price_idx`;--> statement-breakpoint
DROP INDEX `deals_yield_idx`;--> statement-breakpoint
DROP INDEX `deals_roi_idx`;--> statement-breakpoint
DROP INDEX `deals_type_search_idx`;--> statement-breakpoint
DROP INDEX `deals_district_search_idx`;--> statement-breakpoint
DROP INDEX `deals_town_search_idx`;--> statement-breakpoint
DROP INDEX `deals_lad_search_idx`;--> statement-breakpoint
DROP INDEX `deals_la_search_idx`;--> statement-breakpoint
ALTER TABLE `deals` ADD `search_flags` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Deals imported before this migration: their flags from the stored valuation, as
-- searchFlagsOf (app/lib/search/flags.ts) computes them for new imports (decision 062).
UPDATE `deals` SET `search_flags` =
  (CASE WHEN json_extract(`valuation`, '$.annualCashFlow') > 0 THEN 1 ELSE 0 END)
  | (CASE WHEN json_extract(`valuation`, '$.priceVsArea.ratio') < 1 THEN 2 ELSE 0 END)
  | (CASE WHEN json_type(`valuation`, '$.newBuild') = 'true' THEN 4 WHEN json_type(`valuation`, '$.newBuild') = 'false' THEN 32 ELSE 0 END)
  | (CASE json_extract(`valuation`, '$.tenure') WHEN 'freehold' THEN 8 WHEN 'leasehold' THEN 16 ELSE 0 END);--> statement-breakpoint
CREATE INDEX `deals_district_price_idx` ON `deals` (`postcode_district`,`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_town_price_idx` ON `deals` (`town`,`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_lad_price_idx` ON `deals` (`district`,`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_la_price_idx` ON `deals` (`la_code`,`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_score_idx` ON `deals` (`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`price`,`yield`,`roi`,`la_code`,`postcode_district`,`town`);--> statement-breakpoint
CREATE INDEX `deals_price_idx` ON `deals` (`price`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`yield`,`roi`,`la_code`,`postcode_district`,`town`);--> statement-breakpoint
CREATE INDEX `deals_yield_idx` ON `deals` (`yield`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`price`,`roi`,`la_code`,`postcode_district`,`town`);--> statement-breakpoint
CREATE INDEX `deals_roi_idx` ON `deals` (`roi`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`price`,`yield`,`la_code`,`postcode_district`,`town`);--> statement-breakpoint
CREATE INDEX `deals_type_search_idx` ON `deals` (`property_type`,`score`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`price`,`yield`,`roi`,`la_code`,`postcode_district`,`town`);--> statement-breakpoint
CREATE INDEX `deals_district_search_idx` ON `deals` (`postcode_district`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_town_search_idx` ON `deals` (`town`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_lad_search_idx` ON `deals` (`district`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`price`,`yield`,`roi`);--> statement-breakpoint
CREATE INDEX `deals_la_search_idx` ON `deals` (`la_code`,`score`,`property_type`,`property_kind`,`bedrooms`,`bedrooms_common`,`non_market`,`search_flags`,`price`,`yield`,`roi`);