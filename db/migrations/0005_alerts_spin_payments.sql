CREATE TABLE "alert_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"saved_search_id" bigint NOT NULL,
	"site_slug" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"digest_day" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"unsubscribe_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"saved_search_id" bigint NOT NULL,
	"car_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"match_key" text NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "car_alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"car_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"site_slug" text NOT NULL,
	"dealership_id" integer NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"card_brand" text,
	"card_last4" text,
	"decline_message" text,
	"lead_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"site_slug" text NOT NULL,
	"kind" text DEFAULT 'search' NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"filters" text DEFAULT '' NOT NULL,
	"email" text,
	"email_alerts" boolean DEFAULT true NOT NULL,
	"sms_alerts" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spin_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"site_slug" text NOT NULL,
	"campaign_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"prize_id" text NOT NULL,
	"prize_label" text NOT NULL,
	"won" boolean NOT NULL,
	"lead_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spin_entries" ADD CONSTRAINT "spin_entries_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_search_channel_day" ON "alert_deliveries" USING btree ("saved_search_id","channel","digest_day");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due" ON "alert_deliveries" USING btree ("next_attempt_at") WHERE status in ('pending', 'delivering');--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_search_key" ON "alert_matches" USING btree ("saved_search_id","match_key");--> statement-breakpoint
CREATE INDEX "alert_matches_waiting" ON "alert_matches" USING btree ("saved_search_id") WHERE digested_at is null;--> statement-breakpoint
CREATE INDEX "car_alert_events_unprocessed" ON "car_alert_events" USING btree ("id") WHERE processed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_site_key" ON "online_payments" USING btree ("site_slug","idempotency_key");--> statement-breakpoint
CREATE INDEX "online_payments_group_user" ON "online_payments" USING btree ("dealer_group_id","user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_group_user" ON "saved_searches" USING btree ("dealer_group_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_one_watchlist" ON "saved_searches" USING btree ("user_id") WHERE kind = 'watchlist';--> statement-breakpoint
CREATE INDEX "saved_searches_alerting" ON "saved_searches" USING btree ("dealer_group_id","kind") WHERE email_alerts or sms_alerts;--> statement-breakpoint
CREATE UNIQUE INDEX "spin_entries_one_per_user" ON "spin_entries" USING btree ("site_slug","campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "spin_entries_group" ON "spin_entries" USING btree ("dealer_group_id");--> statement-breakpoint
-- Alerts (decision 0040): car changes a shopper may want to hear about are
-- written in the transaction that changes the car, so none is lost: a car that
-- arrives (inserted for sale, or back from sold/hidden) in a group where someone
-- has an alerting saved search, and a lower price on a car someone watches with
-- price-drop alerts on. The alerts worker matches them and builds the digests.
CREATE OR REPLACE FUNCTION forecourt_car_alert_inserts() RETURNS trigger AS $$
BEGIN
  INSERT INTO car_alert_events (dealer_group_id, car_id, kind, new_price)
  SELECT n.dealer_group_id, n.id, 'arrived', n.price
  FROM forecourt_new_cars n
  WHERE n.status <> 'sold' AND n.show_on_dealer_website
    AND EXISTS (SELECT 1 FROM saved_searches s
                WHERE s.dealer_group_id = n.dealer_group_id AND s.kind = 'search' AND (s.email_alerts OR s.sms_alerts));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cars_alert_inserts AFTER INSERT ON cars
  REFERENCING NEW TABLE AS forecourt_new_cars
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_car_alert_inserts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION forecourt_car_alert_updates() RETURNS trigger AS $$
BEGIN
  INSERT INTO car_alert_events (dealer_group_id, car_id, kind, new_price)
  SELECT n.dealer_group_id, n.id, 'arrived', n.price
  FROM forecourt_new_cars n JOIN forecourt_old_cars o ON o.id = n.id
  WHERE n.status <> 'sold' AND n.show_on_dealer_website
    AND (o.status = 'sold' OR NOT o.show_on_dealer_website)
    AND EXISTS (SELECT 1 FROM saved_searches s
                WHERE s.dealer_group_id = n.dealer_group_id AND s.kind = 'search' AND (s.email_alerts OR s.sms_alerts));
  INSERT INTO car_alert_events (dealer_group_id, car_id, kind, old_price, new_price)
  SELECT n.dealer_group_id, n.id, 'price_drop', o.price, n.price
  FROM forecourt_new_cars n JOIN forecourt_old_cars o ON o.id = n.id
  WHERE n.status <> 'sold' AND n.price > 0 AND o.price > n.price
    AND EXISTS (SELECT 1 FROM watchlist_items w JOIN saved_searches s ON s.user_id = w.user_id
                WHERE w.car_id = n.id AND s.kind = 'watchlist' AND (s.email_alerts OR s.sms_alerts));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cars_alert_updates AFTER UPDATE ON cars
  REFERENCING NEW TABLE AS forecourt_new_cars OLD TABLE AS forecourt_old_cars
  FOR EACH STATEMENT EXECUTE FUNCTION forecourt_car_alert_updates();
