// Features: the public list (keyset-paginated in SQL), the article page (one statement counts the
// view and reads the article), and the admin side (list, create, edit, delete). Every admin
// function re-checks the role itself and writes its audit entry in the same transaction as the
// change. Images are stored before the transaction and removed again if it fails; a replaced or
// deleted image is removed inside the transaction, so a failure rolls the row back instead of
// leaving a file nobody points at.
import { eq, type SQL, sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "~/db/client.server";
import { features } from "~/db/schema";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { auditTrail } from "~/lib/audit.server";
import { InvalidError, NotFoundError } from "~/lib/errors";
import {
  deleteStoredImages,
  discardIfFails,
  type FileOwner,
  isOwnedUpload,
  storeImage,
} from "~/lib/images.server";
import {
  cursorField,
  type KeysetCursorCodec,
  type KeysetPage,
  keysetCursor,
  keysetPage,
} from "~/lib/keyset-cursor";
import { type PageViewer, prunePageViewsSometimes } from "~/lib/page-views.server";
import { likePattern } from "~/lib/sql-like";
import { FEATURE_MESSAGES } from "./constants";
import {
  FEATURES_FIRST_PAGE,
  FEATURES_NEXT_PAGE,
  type FeatureFields,
  type FeatureListQuery,
  type FeatureSort,
} from "./schemas";

// ---------------------------------------------------------------------------------------------
// Public list

export interface FeatureCardData {
  id: string;
  title: string;
  imageUrl: string | null;
  carModel: string;
  /** YYYY-MM-DD */
  publishedOn: string;
  excerpt: string;
  views: number;
}

type CardRow = FeatureCardData & Record<string, unknown>;

// Selected in the card's own names: a row is a card.
const cardColumns = sql`f.id, f.title, f.image_url as "imageUrl", f.car_model as "carModel",
  to_char(f.published_on, 'YYYY-MM-DD') as "publishedOn", f.excerpt, f.views`;

/**
 * Where the last card of a page was, in the sort it was shown in: `k` is its published_on
 * (newest), views (popular) or car_model (car-type).
 */
const featureCursors = {
  newest: keysetCursor({
    s: cursorField.choice(["newest"] as const),
    k: cursorField.date,
    id: cursorField.uuid,
  }),
  popular: keysetCursor({
    s: cursorField.choice(["popular"] as const),
    k: cursorField.int(),
    id: cursorField.uuid,
  }),
  "car-type": keysetCursor({
    s: cursorField.choice(["car-type"] as const),
    k: cursorField.text(200),
    id: cursorField.uuid,
  }),
};

interface Cursor {
  s: FeatureSort;
  k: string | number;
  id: string;
}

/** The cursor, if it is well-formed and belongs to this sort; otherwise null (first page). */
export function decodeFeatureCursor(raw: string | undefined, sort: FeatureSort): Cursor | null {
  return featureCursors[sort].decode(raw);
}

const ORDER: Record<FeatureSort, SQL> = {
  newest: sql`f.published_on desc, f.id desc`,
  popular: sql`f.views desc, f.id desc`,
  "car-type": sql`f.car_model asc, f.id asc`,
};

function afterCursor(cursor: Cursor): SQL {
  const id = sql`${cursor.id}::uuid`;
  if (cursor.s === "popular") return sql`(f.views, f.id) < (${cursor.k}::int, ${id})`;
  if (cursor.s === "car-type") return sql`(f.car_model, f.id) > (${cursor.k}::text, ${id})`;
  return sql`(f.published_on, f.id) < (${cursor.k}::date, ${id})`;
}

function cursorOf(sort: FeatureSort, row: CardRow): string {
  const k = sort === "popular" ? row.views : sort === "car-type" ? row.carModel : row.publishedOn;
  return (featureCursors[sort] as KeysetCursorCodec<Cursor>).encode({ s: sort, k, id: row.id });
}

export type FeaturePage = KeysetPage<FeatureCardData>;

/** The first day of `now`'s year: "View Previous Features" shows those published before it. */
export function startOfYear(now: Date): string {
  return `${now.getUTCFullYear()}-01-01`;
}

/**
 * /features: 6 cards, then 3 per Load More. Search is a case-insensitive substring over title,
 * car model and excerpt (each has a trigram index).
 */
export async function listFeatures(
  query: FeatureListQuery,
  now = new Date(),
): Promise<FeaturePage> {
  const conditions: SQL[] = [];
  if (query.q) {
    const p = likePattern(query.q);
    conditions.push(sql`(f.title ilike ${p} or f.car_model ilike ${p} or f.excerpt ilike ${p})`);
  }
  if (query.previous) conditions.push(sql`f.published_on < ${startOfYear(now)}::date`);
  const cursor = decodeFeatureCursor(query.cursor, query.sort);
  if (cursor) conditions.push(afterCursor(cursor));
  const limit = cursor ? FEATURES_NEXT_PAGE : FEATURES_FIRST_PAGE;
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

  const rows = await queryRows<CardRow>(sql`
    select ${cardColumns} from features f
    ${where}
    order by ${ORDER[query.sort]}
    limit ${limit + 1}`);
  return keysetPage(
    rows,
    limit,
    (card) => card,
    (last) => cursorOf(query.sort, last),
  );
}

// ---------------------------------------------------------------------------------------------
// Article page

export interface FeatureDetail extends FeatureCardData {
  body: string;
  /** The build the article is about, when it is linked and public (approved and active). */
  build: { id: string; title: string } | null;
}

/**
 * The article, or null when there is no such feature. `countAs` (pageViewerOf) counts this page
 * view, once per viewer and day (`views = views + 1` in the same statement); null counts nothing.
 */
export async function viewFeature(
  id: string,
  countAs: PageViewer | null = null,
): Promise<FeatureDetail | null> {
  const [row] = await queryRows<
    CardRow & { body: string; buildId: string | null; buildTitle: string | null }
  >(sql`
    with seen as (
      insert into page_views (item_type, item_id, viewer, day)
      select 'feature', id, ${countAs?.viewer ?? null}::text, ${countAs?.day ?? null}::date
      from features
      where id = ${id}::uuid and ${countAs !== null}::boolean
      on conflict do nothing
      returning item_id
    ), counted as (
      update features set views = views + 1 where id = (select item_id from seen) returning id, views
    )
    select ${cardColumns}, coalesce((select c.views from counted c), f.views) as views,
      f.body, b.id as "buildId", b.title as "buildTitle"
    from features f
    left join builds b
      on b.id = f.build_id and b.status = 'active' and b.approval_status = 'approved'
        and b.hidden_at is null
    where f.id = ${id}::uuid`);
  if (countAs) await prunePageViewsSometimes();
  if (!row) return null;
  const { buildId, buildTitle, ...feature } = row;
  return { ...feature, build: buildId && buildTitle ? { id: buildId, title: buildTitle } : null };
}

// ---------------------------------------------------------------------------------------------
// Admin

export const ADMIN_FEATURES_PAGE_SIZE = 20;

const featureNotFound = (id: string) =>
  new NotFoundError(`feature ${id} not found`, { userMessage: FEATURE_MESSAGES.missingFeature });

export interface AdminFeatureRow extends FeatureCardData {
  buildId: string | null;
  buildTitle: string | null;
}

export interface AdminFeaturePage {
  items: AdminFeatureRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** Every feature, newest first, with the title of the linked build (any state). */
export async function listFeaturesForAdmin(actor: Actor, page: number): Promise<AdminFeaturePage> {
  assertAdmin(actor, `features`);
  const current = Math.max(1, Math.floor(page));
  const rows = await queryRows<AdminFeatureRow & { total: number } & Record<string, unknown>>(sql`
    select ${cardColumns}, f.build_id as "buildId", b.title as "buildTitle",
      count(*) over ()::int as total
    from features f left join builds b on b.id = f.build_id
    order by f.published_on desc, f.id desc
    limit ${ADMIN_FEATURES_PAGE_SIZE} offset ${(current - 1) * ADMIN_FEATURES_PAGE_SIZE}`);
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map(({ total: _, ...row }) => row),
    total,
    page: current,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_FEATURES_PAGE_SIZE)),
  };
}

export interface FeatureForEdit extends FeatureCardData {
  body: string;
  buildId: string | null;
}

export async function getFeatureForEdit(actor: Actor, id: string): Promise<FeatureForEdit | null> {
  assertAdmin(actor, `features`);
  const [row] = await queryRows<FeatureForEdit & Record<string, unknown>>(sql`
    select ${cardColumns}, f.body, f.build_id as "buildId" from features f where f.id = ${id}::uuid`);
  return row ?? null;
}

/**
 * Only images this area stored (kind "features", by any admin: the image is never a typed URL)
 * are ever deleted with a feature.
 */
const FEATURE_FILES: FileOwner = { kind: "features", ownerId: null };

export function isFeatureUpload(url: string | null | undefined): url is string {
  return isOwnedUpload(url, FEATURE_FILES);
}

async function assertLinkableBuild(tx: Tx, buildId: string) {
  const [row] = await queryRows<{ id: string }>(
    sql`select id from builds
      where id = ${buildId}::uuid and status = 'active' and approval_status = 'approved'`,
    tx,
  );
  // The linked build does not exist, or is not approved and active.
  if (!row) {
    throw new InvalidError(`no approved build ${buildId}`, {
      userMessage: FEATURE_MESSAGES.fixFields,
      fieldErrors: { buildRef: FEATURE_MESSAGES.buildNotFound },
    });
  }
}

async function storeFeatureImage(adminUserId: string, image: File | Buffer | null) {
  if (!image) return null;
  return storeImage(image, { ownerId: adminUserId, kind: "features" });
}

/** The columns a feature's form sets, on create and on edit. */
const featureValues = (fields: FeatureFields) => ({
  title: fields.title,
  carModel: fields.carModel,
  publishedOn: fields.publishedOn,
  excerpt: fields.excerpt,
  body: fields.body,
  buildId: fields.buildRef,
});

const statusOf = (row: { title: string; publishedOn: string }) => `published ${row.publishedOn}`;
const auditFeature = auditTrail("feature");

/**
 * Creates a feature. The image (optional) is stored first; if the linked build is not approved,
 * or anything else fails, the image is removed again and no row exists.
 */
export async function createFeature(
  actor: Actor,
  fields: FeatureFields,
  image: File | Buffer | null,
): Promise<{ id: string }> {
  assertAdmin(actor, `features`);
  const adminUserId = actor.id;
  const stored = await storeFeatureImage(adminUserId, image);
  return discardIfFails(stored ? [stored.url] : [], "features", () =>
    getDb().transaction(async (tx) => {
      if (fields.buildRef) await assertLinkableBuild(tx, fields.buildRef);
      const [row] = await tx
        .insert(features)
        .values({
          ...featureValues(fields),
          imageUrl: stored?.url ?? null,
          createdBy: adminUserId,
        })
        .returning({ id: features.id });
      await auditFeature(tx, adminUserId, "feature-create", {
        id: row.id,
        title: fields.title,
        before: null,
        after: statusOf(fields),
      });
      return { id: row.id };
    }),
  );
}

export interface FeatureImageChange {
  /** A new image replaces the current one. */
  image: File | Buffer | null;
  /** Remove the current image (ignored when a new one is given). */
  removeImage: boolean;
}

/**
 * Edits a feature. A new image is stored first; the replaced (or removed) image is deleted inside
 * the transaction, so a failure leaves the feature as it was and the new file is removed.
 * An unchanged build link is kept even if that build is no longer public; a new one must be.
 */
export async function updateFeature(
  actor: Actor,
  id: string,
  fields: FeatureFields,
  change: FeatureImageChange,
): Promise<void> {
  assertAdmin(actor, `features`);
  const adminUserId = actor.id;
  const stored = await storeFeatureImage(adminUserId, change.image);
  await discardIfFails(stored ? [stored.url] : [], "features", () =>
    getDb().transaction(async (tx) => {
      const [current] = await tx
        .select({
          title: features.title,
          publishedOn: features.publishedOn,
          imageUrl: features.imageUrl,
          buildId: features.buildId,
        })
        .from(features)
        .where(eq(features.id, id))
        .for("update");
      if (!current) throw featureNotFound(id);
      if (fields.buildRef && fields.buildRef !== current.buildId) {
        await assertLinkableBuild(tx, fields.buildRef);
      }
      const imageUrl = stored ? stored.url : change.removeImage ? null : current.imageUrl;
      await tx
        .update(features)
        .set({
          ...featureValues(fields),
          imageUrl,
          updatedAt: new Date(),
        })
        .where(eq(features.id, id));
      await auditFeature(tx, adminUserId, "feature-update", {
        id: id,
        title: fields.title,
        before: statusOf(current),
        after: statusOf(fields),
      });
      if (current.imageUrl !== imageUrl && isFeatureUpload(current.imageUrl)) {
        await deleteStoredImages([current.imageUrl], FEATURE_FILES);
      }
    }),
  );
}

/**
 * Deletes a feature and its stored image files. The files go inside the transaction: if removing
 * them fails, the row stays (and can be deleted again) rather than leaving files behind.
 */
export async function deleteFeature(actor: Actor, id: string): Promise<{ title: string }> {
  assertAdmin(actor, `features`);
  const adminUserId = actor.id;
  return getDb().transaction(async (tx) => {
    const [row] = await tx.delete(features).where(eq(features.id, id)).returning({
      title: features.title,
      publishedOn: features.publishedOn,
      imageUrl: features.imageUrl,
    });
    if (!row) throw featureNotFound(id);
    await auditFeature(tx, adminUserId, "feature-delete", {
      id: id,
      title: row.title,
      before: statusOf(row),
      after: "deleted",
    });
    await deleteStoredImages([row.imageUrl], FEATURE_FILES);
    return { title: row.title };
  });
}
