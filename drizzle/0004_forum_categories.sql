-- The forum categories every site starts with, in sidebar order. Idempotent: a category that
-- already exists (names are unique in lowercase) is left as it is.
INSERT INTO "forum_categories" ("name", "sort_order") VALUES
  ('General', 10),
  ('Build Threads', 20),
  ('Tech & Tuning', 30),
  ('Wheels & Stance', 40),
  ('Events & Meets', 50),
  ('Marketplace Talk', 60),
  ('Off Topic', 70)
ON CONFLICT DO NOTHING;
