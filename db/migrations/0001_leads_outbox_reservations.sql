CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"site_slug" text NOT NULL,
	"event_id" smallint NOT NULL,
	"car_id" bigint,
	"dealership_id" integer,
	"lead_id" bigint,
	"path" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"event" text NOT NULL,
	"destination_key" text NOT NULL,
	"destination" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
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
	CONSTRAINT "lead_deliveries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"site_slug" text NOT NULL,
	"car_id" bigint,
	"form_kind" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"payload" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"offer_accepted" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"site_slug" text NOT NULL,
	"car_id" bigint NOT NULL,
	"lead_id" bigint,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"provider" text NOT NULL,
	"payment_reference" text,
	"decline_code" text,
	"card_brand" text,
	"card_last4" text,
	"customer" jsonb NOT NULL,
	"hold_hours" smallint NOT NULL,
	"expires_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_site_time" ON "analytics_events" USING btree ("site_slug","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_destination_revision" ON "lead_deliveries" USING btree ("lead_id","destination_key","revision");--> statement-breakpoint
CREATE INDEX "lead_deliveries_due" ON "lead_deliveries" USING btree ("next_attempt_at") WHERE status in ('pending', 'delivering');--> statement-breakpoint
CREATE UNIQUE INDEX "leads_site_idempotency" ON "leads" USING btree ("site_slug","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_group_created" ON "leads" USING btree ("dealer_group_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_site_created" ON "leads" USING btree ("site_slug","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_hold_per_car" ON "reservations" USING btree ("car_id") WHERE status in ('pending', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_idempotency" ON "reservations" USING btree ("site_slug","idempotency_key") WHERE status in ('pending', 'active', 'expired');--> statement-breakpoint
CREATE INDEX "reservations_status_expires" ON "reservations" USING btree ("status","expires_at");