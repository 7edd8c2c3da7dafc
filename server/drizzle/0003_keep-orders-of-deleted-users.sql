PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`tier_id`) REFERENCES `tiers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "user_id", "order_ref", "transaction_id", "status", "total", "tier_id", "monthly", "document_ids", "name", "address", "zip_code", "city", "phone", "tax_number", "email", "created_at", "finished_at", "invoice_number") SELECT "id", "user_id", "order_ref", "transaction_id", "status", "total", "tier_id", "monthly", "document_ids", "name", "address", "zip_code", "city", "phone", "tax_number", "email", "created_at", "finished_at", "invoice_number" FROM `orders`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_ref_unique` ON `orders` (`order_ref`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_transaction_id_unique` ON `orders` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);