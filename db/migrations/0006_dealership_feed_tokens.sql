-- Tokens a dealer management system pushes its stock feed with (docs/stock-feeds.md).
-- Only a SHA-256 digest of each token is kept; the token is shown once, when issued.
CREATE TABLE "dealership_feed_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dealership_feed_tokens" ADD CONSTRAINT "dealership_feed_tokens_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealership_feed_tokens" ADD CONSTRAINT "dealership_feed_tokens_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealership_feed_tokens_hash" ON "dealership_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dealership_feed_tokens_dealership" ON "dealership_feed_tokens" USING btree ("dealership_id");
