CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"car_model" text NOT NULL,
	"published_on" date NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"build_id" uuid,
	"views" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "features_views_check" CHECK ("features"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"duration_seconds" integer,
	"video_url" text,
	"embed_url" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_type_check" CHECK ("media_items"."type" in ('video', 'photo', 'tutorial')),
	CONSTRAINT "media_items_approval_status_check" CHECK ("media_items"."approval_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "media_items_duration_check" CHECK ("media_items"."duration_seconds" is null or "media_items"."duration_seconds" >= 0),
	CONSTRAINT "media_items_views_check" CHECK ("media_items"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"caption" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_tutorial_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "media_tutorial_steps_position_check" CHECK ("media_tutorial_steps"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "marketplace_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"condition" text NOT NULL,
	"location" text,
	"description" text NOT NULL,
	"build_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_listings_category_check" CHECK ("marketplace_listings"."category" in ('car', 'parts', 'wheels')),
	CONSTRAINT "marketplace_listings_condition_check" CHECK ("marketplace_listings"."condition" in ('new', 'like-new', 'used', 'for-parts')),
	CONSTRAINT "marketplace_listings_status_check" CHECK ("marketplace_listings"."status" in ('active', 'sold', 'removed')),
	CONSTRAINT "marketplace_listings_price_check" CHECK ("marketplace_listings"."price_cents" >= 0),
	CONSTRAINT "marketplace_listings_currency_check" CHECK ("marketplace_listings"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "marketplace_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_photos" ADD CONSTRAINT "media_photos_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_tutorial_steps" ADD CONSTRAINT "media_tutorial_steps_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_inquiries" ADD CONSTRAINT "marketplace_inquiries_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_inquiries" ADD CONSTRAINT "marketplace_inquiries_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listing_images" ADD CONSTRAINT "marketplace_listing_images_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "features_published_idx" ON "features" USING btree ("published_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "features_views_idx" ON "features" USING btree ("views" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "features_car_model_idx" ON "features" USING btree ("car_model","id");--> statement-breakpoint
CREATE INDEX "features_build_idx" ON "features" USING btree ("build_id");--> statement-breakpoint
CREATE INDEX "features_title_trgm_idx" ON "features" USING gin ("title" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "features_car_model_trgm_idx" ON "features" USING gin ("car_model" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "features_excerpt_trgm_idx" ON "features" USING gin ("excerpt" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "media_items_public_created_idx" ON "media_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "media_items"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "media_items_public_type_created_idx" ON "media_items" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "media_items"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "media_items_public_views_idx" ON "media_items" USING btree ("views" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "media_items"."approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "media_items_admin_status_created_idx" ON "media_items" USING btree ("approval_status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_items_creator_idx" ON "media_items" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_items_title_trgm_idx" ON "media_items" USING gin ("title" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "media_items_description_trgm_idx" ON "media_items" USING gin ("description" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "media_photos_media_sort_idx" ON "media_photos" USING btree ("media_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "media_tutorial_steps_media_position_key" ON "media_tutorial_steps" USING btree ("media_id","position");--> statement-breakpoint
CREATE INDEX "marketplace_inquiries_listing_idx" ON "marketplace_inquiries" USING btree ("listing_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_inquiries_buyer_idx" ON "marketplace_inquiries" USING btree ("buyer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_listing_images_listing_sort_idx" ON "marketplace_listing_images" USING btree ("listing_id","sort_order");--> statement-breakpoint
CREATE INDEX "marketplace_listings_public_created_idx" ON "marketplace_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_listings"."status" in ('active', 'sold');--> statement-breakpoint
CREATE INDEX "marketplace_listings_public_category_created_idx" ON "marketplace_listings" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_listings"."status" in ('active', 'sold');--> statement-breakpoint
CREATE INDEX "marketplace_listings_public_price_idx" ON "marketplace_listings" USING btree ("price_cents","id") WHERE "marketplace_listings"."status" in ('active', 'sold');--> statement-breakpoint
CREATE INDEX "marketplace_listings_seller_idx" ON "marketplace_listings" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_listings_build_idx" ON "marketplace_listings" USING btree ("build_id");--> statement-breakpoint
CREATE INDEX "marketplace_listings_title_trgm_idx" ON "marketplace_listings" USING gin ("title" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "marketplace_listings_description_trgm_idx" ON "marketplace_listings" USING gin ("description" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_reports_open_key" ON "marketplace_reports" USING btree ("listing_id","reporter_id") WHERE "marketplace_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "marketplace_reports_open_created_idx" ON "marketplace_reports" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "marketplace_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;