CREATE TABLE "cars" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"slug" text NOT NULL,
	"stocknum" text NOT NULL,
	"vin" text,
	"nvic" text,
	"regplate" text,
	"rego_expiry" date,
	"name" text NOT NULL,
	"year" smallint NOT NULL,
	"manufacturer_id" integer,
	"model_id" integer,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"series" text,
	"car_type" text NOT NULL,
	"item_type" text DEFAULT 'car' NOT NULL,
	"status" text NOT NULL,
	"sold_at" timestamp with time zone,
	"reserved" boolean DEFAULT false NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"tag" text,
	"price" numeric(12, 2),
	"before_price" numeric(12, 2),
	"offer_price" numeric(12, 2),
	"subscription_price" numeric(12, 2),
	"preorder" boolean DEFAULT false NOT NULL,
	"price_type" text,
	"km" integer DEFAULT 0 NOT NULL,
	"colour" text,
	"interior_colour" text,
	"body" text,
	"simple_body" text,
	"bodyconfiguration" text,
	"drive" text,
	"seats" smallint,
	"doors" smallint,
	"engine_size" text,
	"engine_size_litres" numeric(4, 1),
	"fuel" text,
	"simple_fuel" text,
	"transmission" text,
	"trans" text,
	"simple_transmission" text,
	"gearnum" smallint,
	"build_date" date,
	"compliance_date" date,
	"views" integer DEFAULT 0 NOT NULL,
	"dealercomments" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"external_video_url" text,
	"walkaround_videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spin_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spin_interior_image" text,
	"spin_code" text,
	"hotspots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"standard_equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb,
	"variant" jsonb,
	"autograb_data" jsonb,
	"finance_lenders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"youx_quote" jsonb,
	"file_url" text,
	"payment_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"private_suburb" text,
	"private_postcode" text,
	"filtered_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"custom_rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"established_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer_id" integer,
	"logo_url" text,
	"url" text,
	"youtube_url" text,
	"finance_provider" text,
	"payment_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lead_destinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_numbers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"automated_valuation" boolean DEFAULT false NOT NULL,
	"checkout_enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dealerships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"location_type" text NOT NULL,
	"location_subtype" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"place_id" text,
	"phone" text,
	"landline_phone" text,
	"email" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text,
	"image_url" text,
	"visible" boolean DEFAULT true NOT NULL,
	"distribution_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "locations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	"category" text DEFAULT 'car' NOT NULL,
	CONSTRAINT "manufacturers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"body" text,
	"image_url" text,
	"override_url" text,
	"accessories_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"text" text NOT NULL,
	"rating" smallint NOT NULL,
	"review_date" date NOT NULL,
	"reply_text" text,
	"reply_date" date
);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_slug" ON "cars" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stocknum" ON "cars" USING btree ("dealership_id","stocknum");--> statement-breakpoint
CREATE INDEX "cars_group" ON "cars" USING btree ("dealer_group_id");--> statement-breakpoint
CREATE INDEX "cars_dealership_status" ON "cars" USING btree ("dealership_id","status");--> statement-breakpoint
CREATE INDEX "cars_updated_at" ON "cars" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "cars_make_model" ON "cars" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "dealerships_group" ON "dealerships" USING btree ("dealer_group_id");--> statement-breakpoint
CREATE INDEX "locations_dealership" ON "locations" USING btree ("dealership_id");--> statement-breakpoint
CREATE INDEX "locations_group" ON "locations" USING btree ("dealer_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "models_manufacturer_slug" ON "models" USING btree ("manufacturer_id","slug");--> statement-breakpoint
CREATE INDEX "reviews_location" ON "reviews" USING btree ("location_id");