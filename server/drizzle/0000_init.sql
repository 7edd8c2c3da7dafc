CREATE TABLE `beta_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`invited_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `beta_users_email_unique` ON `beta_users` (`email`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`secret_hash` blob NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`kasz` text,
	`role` text DEFAULT 'user' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `law_firm_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`law_firm_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`law_firm_id`) REFERENCES `law_firms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `law_firm_users_firm_idx` ON `law_firm_users` (`law_firm_id`);--> statement-breakpoint
CREATE INDEX `law_firm_users_user_idx` ON `law_firm_users` (`user_id`);--> statement-breakpoint
CREATE TABLE `law_firms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`nev` text NOT NULL,
	`szekhely` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`law_firm_id` integer,
	`tier_id` text NOT NULL,
	`monthly` integer NOT NULL,
	`payed` integer NOT NULL,
	`remaining_docs` integer NOT NULL,
	`start_date` integer NOT NULL,
	`reset_date` integer,
	`end_date` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`law_firm_id`) REFERENCES `law_firms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tier_id`) REFERENCES `tiers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_firm_idx` ON `subscriptions` (`law_firm_id`);--> statement-breakpoint
CREATE TABLE `tiers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`monthly_price` integer NOT NULL,
	`yearly_price` integer NOT NULL,
	`monthly_doc_cap` integer NOT NULL,
	`is_renewable` integer NOT NULL,
	`extra_doc_price` integer NOT NULL,
	`user_cap` integer NOT NULL,
	`extra_user_price` integer NOT NULL,
	`doc_retention_in_days` integer NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`file_id` text NOT NULL,
	`template_id` text NOT NULL,
	`director_index` integer,
	`file_name` text NOT NULL,
	`company_name` text NOT NULL,
	`request` text NOT NULL,
	`docx` blob,
	`created_at` integer NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`payed` integer NOT NULL,
	`retention_days` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_file_id_unique` ON `documents` (`file_id`);--> statement-breakpoint
CREATE INDEX `documents_owner_idx` ON `documents` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`nev` text NOT NULL,
	`szekhely` text NOT NULL,
	`data` text NOT NULL,
	`created_at` integer NOT NULL,
	`modified_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `companies_owner_idx` ON `companies` (`owner_id`);--> statement-breakpoint
CREATE TABLE `company_persons` (
	`company_id` integer NOT NULL,
	`person_id` integer NOT NULL,
	PRIMARY KEY(`company_id`, `person_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`person_id`) REFERENCES `persons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_persons_person_idx` ON `company_persons` (`person_id`);--> statement-breakpoint
CREATE TABLE `persons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` integer NOT NULL,
	`nev` text NOT NULL,
	`lakohely` text NOT NULL,
	`szuletesi_nev` text,
	`anyja_neve` text,
	`szuletesi_hely` text,
	`szuletesi_ido` text,
	`allampolgarsag` text,
	`adoazonosito_jel` text,
	`created_at` integer NOT NULL,
	`modified_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `persons_owner_idx` ON `persons` (`owner_id`);