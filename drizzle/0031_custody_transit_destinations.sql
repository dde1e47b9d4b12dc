-- An item on its way is named by where it goes (docs/product.md#custody): the faces word it "on the way to …"
-- in their reader's language. Rows written before kept the English sentence; they keep only the destination.
UPDATE "custody_events" SET "to_name" = regexp_replace("to_name", '^On the way (back )?to ', '') WHERE "to_kind" = 'transit';
--> statement-breakpoint
UPDATE "custody_events" SET "from_name" = regexp_replace("from_name", '^On the way (back )?to ', '') WHERE "from_kind" = 'transit';
