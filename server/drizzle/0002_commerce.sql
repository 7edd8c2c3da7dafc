CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`order_ref` text NOT NULL,
	`transaction_id` text,
	`status` text NOT NULL,
	`total` integer NOT NULL,
	`tier_id` text,
	`monthly` integer,
	`document_ids` text,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`zip_code` text NOT NULL,
	`city` text NOT NULL,
	`phone` text NOT NULL,
	`tax_number` text,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	`invoice_number` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tier_id`) REFERENCES `tiers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_ref_unique` ON `orders` (`order_ref`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_transaction_id_unique` ON `orders` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_notifications` (
	`transaction_id` text NOT NULL,
	`status` text NOT NULL,
	`received_at` integer NOT NULL,
	PRIMARY KEY(`transaction_id`, `status`)
);
--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `expiry_notice_7_sent_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `expiry_notice_1_sent_at` integer;