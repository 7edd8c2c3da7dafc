ALTER TABLE `persons` ADD `nem_erti_magyarul` integer;--> statement-breakpoint
ALTER TABLE `persons` ADD `magyarazat_nyelve` text;--> statement-breakpoint
ALTER TABLE `persons` ADD `tolmacs_neve` text;--> statement-breakpoint
ALTER TABLE `persons` ADD `tolmacs_azonosito` text;