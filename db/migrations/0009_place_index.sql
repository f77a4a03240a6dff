CREATE TABLE `place_index` (
	`id` integer PRIMARY KEY NOT NULL,
	`import_run` integer NOT NULL,
	`method` integer NOT NULL,
	`data` text NOT NULL,
	`made_at` integer NOT NULL
);
