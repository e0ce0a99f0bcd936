CREATE TABLE "car_view_counts" (
	"car_id" bigint PRIMARY KEY NOT NULL,
	"dealer_group_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_view_counts" ADD CONSTRAINT "car_view_counts_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_view_counts" ADD CONSTRAINT "car_view_counts_dealer_group_id_dealer_groups_id_fk" FOREIGN KEY ("dealer_group_id") REFERENCES "public"."dealer_groups"("id") ON DELETE no action ON UPDATE no action;