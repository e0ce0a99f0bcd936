CREATE TABLE "shopper_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"site_slug" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"phone" text NOT NULL,
	"saved_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"site_slug" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"car_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_users" ADD CONSTRAINT "shopper_users_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD CONSTRAINT "sign_in_challenges_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_sessions_token_hash" ON "shopper_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shopper_sessions_group_user" ON "shopper_sessions" USING btree ("dealer_group_id","user_id");--> statement-breakpoint
CREATE INDEX "shopper_sessions_last_seen" ON "shopper_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_users_group_phone" ON "shopper_users" USING btree ("dealer_group_id","phone");--> statement-breakpoint
CREATE INDEX "sign_in_challenges_group_phone_created" ON "sign_in_challenges" USING btree ("dealer_group_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_challenges_expires" ON "sign_in_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_items_user_car" ON "watchlist_items" USING btree ("user_id","car_id");--> statement-breakpoint
CREATE INDEX "watchlist_items_group_user" ON "watchlist_items" USING btree ("dealer_group_id","user_id");--> statement-breakpoint
CREATE INDEX "watchlist_items_car" ON "watchlist_items" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "leads_group_phone_digits" ON "leads" USING btree ("dealer_group_id",regexp_replace("phone", '[^0-9]', '', 'g'));