CREATE TABLE `company_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`owner_id` integer NOT NULL,
	`sorszam` integer NOT NULL,
	`tipus` text NOT NULL,
	`state` text NOT NULL,
	`registration` text,
	`articles` text,
	`template_version` text,
	`amendment` text,
	`created_by` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_versions_company_sorszam_unique` ON `company_versions` (`company_id`,`sorszam`);--> statement-breakpoint
CREATE INDEX `company_versions_owner_idx` ON `company_versions` (`owner_id`);--> statement-breakpoint
ALTER TABLE `companies` ADD `registration` text;