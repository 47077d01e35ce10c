-- Profiles made before display names kept the whole name held only its first word ('Trader' for 'Trader Teste').
-- Nothing in the app lets a user choose another display name yet, so a display name equal to the full name's first
-- word was derived, never chosen: it becomes the full name.
UPDATE "profiles" SET "display_name" = "full_name"
WHERE "full_name" LIKE '% %' AND "display_name" = split_part("full_name", ' ', 1);
