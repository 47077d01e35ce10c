CREATE TABLE "instruments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"tick_value" numeric(20, 8) NOT NULL,
	"ticks_per_point" numeric(20, 8) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"source_timezone" text NOT NULL,
	"total_rows" integer NOT NULL,
	"imported" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"rejected" integer NOT NULL,
	"rejects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"import_id" uuid,
	"trade_date" date NOT NULL,
	"trade_time" time NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"side" text NOT NULL,
	"contracts" integer NOT NULL,
	"instrument" text NOT NULL,
	"contract_month" text,
	"contract_year" integer,
	"entry_price" numeric(20, 8) NOT NULL,
	"exit_price" numeric(20, 8) NOT NULL,
	"mep" numeric(20, 8),
	"men" numeric(20, 8),
	"stop_price" numeric(20, 8),
	"costs" numeric(18, 2) DEFAULT '0' NOT NULL,
	"point_value" numeric(20, 8) NOT NULL,
	"currency" text NOT NULL,
	"pnl" numeric(18, 2) NOT NULL,
	"emotion" text,
	"notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"broker" text,
	"currency" text NOT NULL,
	"starting_capital" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"timezone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"breakeven_tolerance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"costs_per_contract" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"import_mapping" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_imports" ADD CONSTRAINT "trade_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_imports" ADD CONSTRAINT "trade_imports_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_import_id_trade_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."trade_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_settings" ADD CONSTRAINT "trading_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instruments_user_symbol_uq" ON "instruments" USING btree ("user_id","symbol");--> statement-breakpoint
CREATE INDEX "trade_imports_user_idx" ON "trade_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_user_opened_idx" ON "trades" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "trades_user_account_date_idx" ON "trades" USING btree ("user_id","account_id","trade_date");--> statement-breakpoint
CREATE INDEX "trades_import_idx" ON "trades" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_fingerprint_uq" ON "trades" USING btree ("user_id","account_id","fingerprint") WHERE "trades"."fingerprint" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_accounts_user_name_uq" ON "trading_accounts" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_accounts_one_default_uq" ON "trading_accounts" USING btree ("user_id") WHERE "trading_accounts"."is_default";