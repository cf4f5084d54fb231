CREATE TABLE "page_views" (
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "page_views_day_item_type_item_id_viewer_pk" PRIMARY KEY("day","item_type","item_id","viewer")
);
