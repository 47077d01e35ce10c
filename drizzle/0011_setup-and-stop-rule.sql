ALTER TABLE "profiles" ADD COLUMN "setup_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "setup_step" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "stop_unknown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_plans" ADD COLUMN "require_stop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_plans" ADD COLUMN "confirmed_at" timestamp with time zone;