ALTER TABLE `orders` ADD `payment_url` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `pdf` blob;