// "Builds like this" on a build page: other public builds of the same platform, then builds that
// share its tags; and builds on the same platform running the same wheel size and offset.
// Every candidate list is walked through an index and cut to a few rows before the cards are
// read, so a popular chassis or tag (thousands of builds) costs a short index walk, not a scan:
// - same chassis: build_specs_chassis_idx (upper(chassis_code));
// - same make and model: builds_make_model_year_idx (car_make, car_model, …);
// - shared tags: build_specs_tags_idx (GIN, &&);
// - same wheel: build_wheels_diameter_offset_idx (diameter_in, offset_mm, build_id).
import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import { type BuildCardData, type CardRow, cardColumns, toCard } from "../queries.server";

export const SIMILAR_LIMIT = 4;
/**
 * "Same offset": within this many millimetres either way. A few millimetres of offset is what a
 * spacer or a different wheel model of the same size changes; it keeps the same look and clearance
 * questions, where 10 mm is a different fitment.
 */
export const SAME_OFFSET_TOLERANCE_MM = 5;

/** What the page knows of the build the suggestions are for. */
export interface SimilarTo {
  id: string;
  carMake: string;
  carModel: string;
  chassisCode: string | null;
  tags: string[];
}

const PUBLIC = sql`b.status = 'active' and b.approval_status = 'approved' and b.hidden_at is null`;

/** The cards of `ids` (already cut to a few), in the order given. */
async function cardsOf(candidates: SQL): Promise<BuildCardData[]> {
  const rows = await queryRows<CardRow & { rank: number }>(sql`
    with candidates as (${candidates}),
    ranked as (select id, min(rank) as rank, min(ord) as ord from candidates group by id)
    select ${cardColumns}
    from ranked r
    join builds b on b.id = r.id
    left join profiles p on p.id = b.user_id
    order by r.rank, r.ord
    limit ${SIMILAR_LIMIT}`);
  return rows.map(toCard);
}

/**
 * Up to 4 other public builds: the same chassis code or the same make and model first (newest
 * first), then builds sharing at least one tag.
 */
export function listSimilarBuilds(build: SimilarTo): Promise<BuildCardData[]> {
  const parts: SQL[] = [];
  const newest = sql`row_number() over (order by b.created_at desc, b.id desc)`;
  if (build.chassisCode?.trim()) {
    parts.push(sql`(select b.id, 0 as rank, ${newest} as ord
      from build_specs s join builds b on b.id = s.build_id
      where upper(s.chassis_code) = upper(${build.chassisCode.trim()})
        and b.id <> ${build.id}::uuid and ${PUBLIC}
      order by b.created_at desc, b.id desc limit ${SIMILAR_LIMIT})`);
  }
  parts.push(sql`(select b.id, 0 as rank, ${newest} as ord
    from builds b
    where b.car_make = ${build.carMake} and lower(b.car_model) = lower(${build.carModel})
      and b.id <> ${build.id}::uuid and ${PUBLIC}
    order by b.created_at desc, b.id desc limit ${SIMILAR_LIMIT})`);
  if (build.tags.length > 0) {
    parts.push(sql`(select b.id, 1 as rank, ${newest} as ord
      from build_specs s join builds b on b.id = s.build_id
      where s.tags && array[${sql.join(
        build.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]
        and b.id <> ${build.id}::uuid and ${PUBLIC}
      order by b.created_at desc, b.id desc limit ${SIMILAR_LIMIT})`);
  }
  return cardsOf(sql.join(parts, sql` union all `));
}

/** One axle's wheel the comparison is made on. */
export interface WheelToMatch {
  axle: "front" | "rear";
  diameterIn: number;
  offsetMm: number;
}

/**
 * Up to 4 other public builds on the same platform (the same chassis code; without one, the same
 * make and model) with a wheel on the same axle of the same diameter and an offset within
 * ±SAME_OFFSET_TOLERANCE_MM of this build's, the closest offset first.
 */
export function listSameWheelBuilds(
  build: Omit<SimilarTo, "tags">,
  wheels: WheelToMatch[],
): Promise<BuildCardData[]> {
  if (wheels.length === 0) return Promise.resolve([]);
  const platform = build.chassisCode?.trim()
    ? sql`exists (select 1 from build_specs s where s.build_id = b.id
        and upper(s.chassis_code) = upper(${build.chassisCode.trim()}))`
    : sql`b.car_make = ${build.carMake} and lower(b.car_model) = lower(${build.carModel})`;
  const parts = wheels.map(
    (wheel) => sql`(select b.id, 0 as rank,
        row_number() over (order by abs(w.offset_mm - ${wheel.offsetMm}), b.created_at desc, b.id desc) as ord
      from build_wheels w join builds b on b.id = w.build_id
      where w.diameter_in = ${wheel.diameterIn}
        and w.offset_mm between ${wheel.offsetMm - SAME_OFFSET_TOLERANCE_MM}
          and ${wheel.offsetMm + SAME_OFFSET_TOLERANCE_MM}
        and w.axle = ${wheel.axle}
        and b.id <> ${build.id}::uuid and ${PUBLIC} and ${platform}
      order by abs(w.offset_mm - ${wheel.offsetMm}), b.created_at desc, b.id desc
      limit ${SIMILAR_LIMIT})`,
  );
  return cardsOf(sql.join(parts, sql` union all `));
}
