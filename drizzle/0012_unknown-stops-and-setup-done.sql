-- Custom SQL migration file, put your code below! --
-- Issue 28. Everyone who used the app before the first-run setup existed is done with it: it is never imposed on
-- old users.
UPDATE "profiles" SET "setup_status" = 'done';
--> statement-breakpoint
-- Their plans keep what they had: confirmed, and a trade without a stop still breaks the plan.
UPDATE "risk_plans" SET "require_stop" = true, "confirmed_at" = "updated_at";
--> statement-breakpoint
-- A stop the file could not carry is unknown, not missing: trades imported from formats without a stop column
-- (Profit, MetaTrader 5, NinjaTrader, Tradovate) become 'stop não informado' and lose their 'no-stop' break (that
-- rule is independent of the others, so removing it is the same as evaluating the day again).
UPDATE "trades" AS t SET "stop_unknown" = true, "rule_breaks" = array_remove(t."rule_breaks", 'no-stop')
  FROM "trade_imports" AS i
  WHERE t."import_id" = i."id" AND i."format" IN ('profit', 'mt5', 'ninjatrader', 'tradovate');
--> statement-breakpoint
-- Their gamification days are judged again on the next read, from the first day that changed (refresh.ts).
UPDATE "gamification_state" AS g SET "evaluated_on" = m."first"
  FROM (
    SELECT t."user_id", min(t."trade_date") AS "first" FROM "trades" AS t
      JOIN "trade_imports" AS i ON i."id" = t."import_id"
      WHERE i."format" IN ('profit', 'mt5', 'ninjatrader', 'tradovate')
      GROUP BY t."user_id"
  ) AS m
  WHERE g."user_id" = m."user_id" AND (g."evaluated_on" IS NULL OR g."evaluated_on" > m."first");
