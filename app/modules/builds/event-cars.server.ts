// Builds as the events area needs them for "Bring your car": the member's own builds they may
// name on an RSVP (approved and active), and the cards of the cars attending an event (public
// builds only: one rejected or deleted since the RSVP simply drops out of the gallery).
import { sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import { parseUuid } from "~/lib/ids";

/** A build the member may bring to an event (the RSVP form's choice). */
export interface BringableBuild {
  id: string;
  title: string;
}

const BRINGABLE = sql`b.status = 'active' and b.approval_status = 'approved' and b.hidden_at is null`;

/** The member's approved, active builds, newest first. */
export function listBringableBuilds(userId: string): Promise<BringableBuild[]> {
  return queryRows<{ id: string; title: string }>(sql`
    select b.id, b.title from builds b
    where b.user_id = ${userId} and ${BRINGABLE}
    order by b.created_at desc, b.id desc
    limit 100`);
}

/** True when `buildId` is one of the member's approved, active builds. */
export async function isBringableBuild(userId: string, buildId: string): Promise<boolean> {
  const id = parseUuid(buildId);
  if (!id) return false;
  const [row] = await queryRows<{ ok: boolean }>(sql`
    select true as ok from builds b
    where b.id = ${id}::uuid and b.user_id = ${userId} and ${BRINGABLE}`);
  return !!row;
}

/** One car in an event's "Cars attending" gallery. */
export type AttendingCar = {
  id: string;
  title: string;
  carMake: string;
  carModel: string;
  carYear: number | null;
  featuredImageUrl: string | null;
  coverAltText: string | null;
  /** From the build's spec sheet, when its owner filled it in. */
  chassisCode: string | null;
  ownerUsername: string | null;
  ownerFullName: string | null;
};

/** The public builds among `buildIds`, in the order given. */
export async function listAttendingCars(buildIds: string[]): Promise<AttendingCar[]> {
  const ids = [...new Set(buildIds.map(parseUuid).filter((id): id is string => id !== null))];
  if (ids.length === 0) return [];
  const rows = await queryRows<AttendingCar>(sql`
    select b.id, b.title, b.car_make as "carMake", b.car_model as "carModel",
      b.car_year as "carYear", b.featured_image_url as "featuredImageUrl",
      (select i.alt_text from build_images i
        where i.build_id = b.id and i.image_url = b.featured_image_url limit 1) as "coverAltText",
      nullif(btrim(s.chassis_code), '') as "chassisCode",
      p.username as "ownerUsername", p.full_name as "ownerFullName"
    from builds b
    left join build_specs s on s.build_id = b.id
    left join profiles p on p.id = b.user_id
    where b.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and ${BRINGABLE}`);
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
