CREATE TABLE "build_follows" (
	"build_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_follows_build_id_user_id_pk" PRIMARY KEY("build_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "build_journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"build_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"entry_date" date NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"mileage" bigint,
	"cost_minor" bigint,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_journal_entries_title_check" CHECK (length(btrim("build_journal_entries"."title")) > 0),
	CONSTRAINT "build_journal_entries_body_check" CHECK (length(btrim("build_journal_entries"."body")) > 0),
	CONSTRAINT "build_journal_entries_mileage_check" CHECK ("build_journal_entries"."mileage" is null or "build_journal_entries"."mileage" >= 0),
	CONSTRAINT "build_journal_entries_cost_check" CHECK (("build_journal_entries"."cost_minor" is null) = ("build_journal_entries"."currency" is null) and ("build_journal_entries"."cost_minor" is null or "build_journal_entries"."cost_minor" >= 0))
);
--> statement-breakpoint
CREATE TABLE "build_journal_entry_mods" (
	"entry_id" uuid NOT NULL,
	"mod_id" uuid NOT NULL,
	CONSTRAINT "build_journal_entry_mods_entry_id_mod_id_pk" PRIMARY KEY("entry_id","mod_id")
);
--> statement-breakpoint
CREATE TABLE "build_journal_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"caption" text,
	"alt_text" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "build_notice_mutes" (
	"build_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_notice_mutes_user_id_build_id_pk" PRIMARY KEY("user_id","build_id")
);
--> statement-breakpoint
CREATE TABLE "member_follows" (
	"followee_id" text NOT NULL,
	"follower_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_follows_followee_id_follower_id_pk" PRIMARY KEY("followee_id","follower_id"),
	CONSTRAINT "member_follows_not_self_check" CHECK ("member_follows"."followee_id" <> "member_follows"."follower_id")
);
--> statement-breakpoint
ALTER TABLE "build_images" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "build_follows" ADD CONSTRAINT "build_follows_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_follows" ADD CONSTRAINT "build_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_journal_entries" ADD CONSTRAINT "build_journal_entries_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_journal_entries" ADD CONSTRAINT "build_journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_journal_entry_mods" ADD CONSTRAINT "build_journal_entry_mods_entry_id_build_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."build_journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_journal_entry_mods" ADD CONSTRAINT "build_journal_entry_mods_mod_id_build_mods_id_fk" FOREIGN KEY ("mod_id") REFERENCES "public"."build_mods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_journal_photos" ADD CONSTRAINT "build_journal_photos_entry_id_build_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."build_journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_notice_mutes" ADD CONSTRAINT "build_notice_mutes_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_notice_mutes" ADD CONSTRAINT "build_notice_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_follows" ADD CONSTRAINT "member_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_follows_user_created_idx" ON "build_follows" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "build_journal_entries_build_date_idx" ON "build_journal_entries" USING btree ("build_id","entry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "build_journal_entries_build_created_idx" ON "build_journal_entries" USING btree ("build_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "build_journal_entry_mods_mod_idx" ON "build_journal_entry_mods" USING btree ("mod_id");--> statement-breakpoint
CREATE INDEX "build_journal_photos_entry_sort_idx" ON "build_journal_photos" USING btree ("entry_id","sort_order");--> statement-breakpoint
CREATE INDEX "member_follows_follower_created_idx" ON "member_follows" USING btree ("follower_id","created_at" DESC NULLS FIRST);