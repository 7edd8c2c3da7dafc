-- Tiers of the business rules (docs/business-rules: prices gross HUF). Editable in the database afterwards.
INSERT INTO `tiers` (`id`, `name`, `monthly_price`, `yearly_price`, `monthly_doc_cap`, `is_renewable`, `extra_doc_price`, `user_cap`, `extra_user_price`, `doc_retention_in_days`, `sort_order`) VALUES
  ('free', 'Ingyenes', 0, 0, 3, 0, 0, 1, 0, 30, 0),
  ('beta', 'Béta Teszt', 0, 0, 100, 1, 0, 3, 0, 90, 1),
  ('basic', 'Alap', 9900, 99000, 20, 1, 990, 1, 0, 90, 2),
  ('medium', 'Közepes', 19900, 199000, 60, 1, 690, 3, 0, 180, 3),
  ('enterprise', 'Vállalati csomag', 49900, 499000, 250, 1, 490, 10, 2000, 365, 4);
