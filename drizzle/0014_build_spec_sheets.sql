CREATE TABLE "build_mods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"build_id" uuid NOT NULL,
	"category" text NOT NULL,
	"brand" text,
	"part_name" text NOT NULL,
	"part_number" text,
	"status" text DEFAULT 'installed' NOT NULL,
	"installed_on" date,
	"mileage" integer,
	"cost_minor" bigint,
	"currency" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_mods_category_check" CHECK ("build_mods"."category" in ('engine', 'forced-induction', 'fuel', 'exhaust', 'drivetrain', 'suspension', 'brakes', 'wheels-tyres', 'aero', 'exterior', 'interior', 'electronics', 'other')),
	CONSTRAINT "build_mods_status_check" CHECK ("build_mods"."status" in ('planned', 'installed', 'removed')),
	CONSTRAINT "build_mods_part_name_check" CHECK (length(btrim("build_mods"."part_name")) > 0),
	CONSTRAINT "build_mods_cost_check" CHECK ("build_mods"."cost_minor" is null or "build_mods"."cost_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "build_specs" (
	"build_id" uuid PRIMARY KEY NOT NULL,
	"chassis_code" text,
	"engine_code" text,
	"displacement_cc" integer,
	"aspiration" text,
	"fuel" text,
	"power_hp" integer,
	"torque_nm" integer,
	"power_measured_at" text,
	"dyno_type" text,
	"dyno_image_url" text,
	"layout" text,
	"transmission" text,
	"differential" text,
	"suspension_type" text,
	"suspension_brand" text,
	"ride_height_notes" text,
	"camber_front" numeric(4, 2),
	"camber_rear" numeric(4, 2),
	"brakes" text,
	"exterior" text,
	"interior" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"hide_mod_costs" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_specs_aspiration_check" CHECK ("build_specs"."aspiration" is null or "build_specs"."aspiration" in ('na', 'turbo', 'twin-turbo', 'supercharged', 'electric')),
	CONSTRAINT "build_specs_fuel_check" CHECK ("build_specs"."fuel" is null or "build_specs"."fuel" in ('petrol', 'diesel', 'e85', 'methanol', 'hybrid', 'electric')),
	CONSTRAINT "build_specs_power_measured_at_check" CHECK ("build_specs"."power_measured_at" is null or "build_specs"."power_measured_at" in ('crank', 'wheel')),
	CONSTRAINT "build_specs_layout_check" CHECK ("build_specs"."layout" is null or "build_specs"."layout" in ('fr', 'ff', 'mr', 'rr', 'awd')),
	CONSTRAINT "build_specs_suspension_type_check" CHECK ("build_specs"."suspension_type" is null or "build_specs"."suspension_type" in ('stock', 'lowering-springs', 'coilovers', 'air', 'bagged')),
	CONSTRAINT "build_specs_camber_check" CHECK (("build_specs"."camber_front" is null or "build_specs"."camber_front" between -15 and 5) and ("build_specs"."camber_rear" is null or "build_specs"."camber_rear" between -15 and 5)),
	CONSTRAINT "build_specs_power_check" CHECK ("build_specs"."power_hp" is null or "build_specs"."power_hp" between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "build_wheels" (
	"build_id" uuid NOT NULL,
	"axle" text NOT NULL,
	"wheel_name" text,
	"diameter_in" numeric(3, 1),
	"width_in" numeric(3, 1),
	"offset_mm" integer,
	"bolt_pattern" text,
	"centre_bore_mm" numeric(4, 1),
	"spacer_mm" numeric(3, 1),
	"tyre_size" text,
	"fitment" text,
	"rubs" boolean,
	CONSTRAINT "build_wheels_build_id_axle_pk" PRIMARY KEY("build_id","axle"),
	CONSTRAINT "build_wheels_axle_check" CHECK ("build_wheels"."axle" in ('front', 'rear')),
	CONSTRAINT "build_wheels_fitment_check" CHECK ("build_wheels"."fitment" is null or "build_wheels"."fitment" in ('tucked', 'flush', 'poke')),
	CONSTRAINT "build_wheels_ranges_check" CHECK (("build_wheels"."diameter_in" is null or "build_wheels"."diameter_in" between 13 and 24)
        and ("build_wheels"."width_in" is null or "build_wheels"."width_in" between 4 and 14)
        and ("build_wheels"."offset_mm" is null or "build_wheels"."offset_mm" between -80 and 80))
);
--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "comments_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "build_mods" ADD CONSTRAINT "build_mods_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_specs" ADD CONSTRAINT "build_specs_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_wheels" ADD CONSTRAINT "build_wheels_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_mods_build_sort_idx" ON "build_mods" USING btree ("build_id","sort_order");--> statement-breakpoint
CREATE INDEX "build_specs_chassis_idx" ON "build_specs" USING btree (upper("chassis_code"));--> statement-breakpoint
CREATE INDEX "build_specs_aspiration_idx" ON "build_specs" USING btree ("aspiration");--> statement-breakpoint
CREATE INDEX "build_specs_suspension_idx" ON "build_specs" USING btree ("suspension_type");--> statement-breakpoint
CREATE INDEX "build_specs_power_idx" ON "build_specs" USING btree ("power_hp");--> statement-breakpoint
CREATE INDEX "build_specs_tags_idx" ON "build_specs" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "build_wheels_diameter_offset_idx" ON "build_wheels" USING btree ("diameter_in","offset_mm","build_id");--> statement-breakpoint
CREATE INDEX "build_wheels_offset_idx" ON "build_wheels" USING btree ("offset_mm","build_id");--> statement-breakpoint
CREATE INDEX "build_comments_created_idx" ON "build_comments" USING btree ("created_at","build_id");--> statement-breakpoint
CREATE INDEX "build_likes_created_idx" ON "build_likes" USING btree ("created_at","build_id");--> statement-breakpoint
CREATE INDEX "builds_public_liked_idx" ON "builds" USING btree ("likes_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "builds"."status" = 'active' and "builds"."approval_status" = 'approved';--> statement-breakpoint
-- builds.likes_count and comments_count follow their tables whatever writes them (the app, the
-- seed, an admin's SQL), so the most-liked sort and the cards read a column, not a count.
CREATE FUNCTION "builds_count_likes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "builds" SET "likes_count" = "likes_count" + 1 WHERE "id" = NEW."build_id";
  ELSE
    UPDATE "builds" SET "likes_count" = "likes_count" - 1 WHERE "id" = OLD."build_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "build_likes_count" AFTER INSERT OR DELETE ON "build_likes"
  FOR EACH ROW EXECUTE FUNCTION "builds_count_likes"();--> statement-breakpoint
CREATE FUNCTION "builds_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "builds" SET "comments_count" = "comments_count" + 1 WHERE "id" = NEW."build_id";
  ELSE
    UPDATE "builds" SET "comments_count" = "comments_count" - 1 WHERE "id" = OLD."build_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "build_comments_count" AFTER INSERT OR DELETE ON "build_comments"
  FOR EACH ROW EXECUTE FUNCTION "builds_count_comments"();--> statement-breakpoint
UPDATE "builds" SET
  "likes_count" = (SELECT count(*) FROM "build_likes" l WHERE l."build_id" = "builds"."id"),
  "comments_count" = (SELECT count(*) FROM "build_comments" c WHERE c."build_id" = "builds"."id");
