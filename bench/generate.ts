// Fills a database with a large synthetic community for benchmarks (not a test):
//   npx tsx bench/generate.ts --builds 100000 --likes 1000000 --comments 200000 --mods 1000000
// Target: DATABASE_URL (PostgreSQL) when set, else the PGlite folder DATA_DIR/pglite (stop the
// server first). Rows are generated set-wise in SQL (generate_series), so 100k builds take seconds.
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/db/client.server";
import { migrateDatabase } from "../app/db/migrate.server";

const { values } = parseArgs({
  options: {
    builds: { type: "string", default: "100000" },
    likes: { type: "string", default: "1000000" },
    comments: { type: "string", default: "200000" },
    users: { type: "string", default: "2000" },
    mods: { type: "string", default: "1000000" },
  },
});
const n = (v: string | undefined) => Number.parseInt(v ?? "0", 10);
const counts = {
  builds: n(values.builds),
  likes: n(values.likes),
  comments: n(values.comments),
  users: n(values.users),
  mods: n(values.mods),
};

const handle = openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: path.join(path.resolve(process.env.DATA_DIR ?? "./data"), "pglite"),
});
const started = Date.now();
const step = async (label: string, sqlText: string) => {
  const t = Date.now();
  await handle.exec(sqlText);
  console.info(`${label.padEnd(28)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

try {
  await migrateDatabase(handle);
  await step(
    `users + profiles (${counts.users})`,
    `insert into users (id, name, email, email_verified)
       select 'bench-user-' || g, 'Bench Driver ' || g, 'bench' || g || '@bench.invalid', true
       from generate_series(1, ${counts.users}) g on conflict do nothing;
     insert into profiles (id, username, full_name)
       select 'bench-user-' || g, 'bench_driver_' || g, 'Bench Driver ' || g
       from generate_series(1, ${counts.users}) g on conflict do nothing;`,
  );
  await step(
    `builds (${counts.builds})`,
    `insert into builds (user_id, title, description, car_make, car_model, car_year, featured_image_url,
                         is_featured, approval_status, created_at)
       select 'bench-user-' || (1 + g % ${counts.users}),
              (array['Stanced','Track','Street','Show','Drift','Daily'])[1 + g % 6] || ' build #' || g,
              'Synthetic build for benchmarks, number ' || g,
              (array['Nissan','Honda','Toyota','BMW','Volkswagen','Mazda','Subaru','Porsche'])[1 + g % 8],
              (array['Skyline','Civic','Supra','M3','GTI','MX-5','WRX','911'])[1 + (g / 8) % 8],
              1970 + g % 56,
              '/placeholder.svg',
              g % 50 = 0,
              case when g % 20 = 0 then 'pending' else 'approved' end,
              now() - (g || ' minutes')::interval
       from generate_series(1, ${counts.builds}) g;`,
  );
  // The per-row count triggers would update a build row per like: load with them off and count
  // once afterwards (set-wise), which ends in the same state.
  await handle.exec(`alter table build_likes disable trigger build_likes_count;
    alter table build_comments disable trigger build_comments_count;`);
  await step(
    `likes (up to ${counts.likes})`,
    `insert into build_likes (build_id, user_id)
       select b.id, 'bench-user-' || (1 + (abs(hashtext(b.id::text)) + k) % ${counts.users})
       from (select id from builds order by created_at desc limit ${counts.builds}) b
       cross join generate_series(1, greatest(1, ${Math.ceil(counts.likes / Math.max(1, counts.builds))})) k
       limit ${counts.likes}
       on conflict do nothing;`,
  );
  await step(
    `comments (${counts.comments})`,
    `insert into build_comments (build_id, user_id, content, created_at)
       select b.id, 'bench-user-' || (1 + k % ${counts.users}), 'Looks great! #' || k, now() - (k || ' seconds')::interval
       from (select id, row_number() over (order by created_at desc) r from builds) b
       join generate_series(1, ${counts.comments}) k on b.r = 1 + k % ${Math.max(1, counts.builds)};`,
  );
  await step(
    "likes/comments counts and trending scores",
    `alter table build_likes enable trigger build_likes_count;
     alter table build_comments enable trigger build_comments_count;
     update builds b set likes_count = coalesce(l.n, 0), comments_count = coalesce(c.n, 0)
       from builds b2
       left join (select build_id, count(*) n from build_likes group by build_id) l on l.build_id = b2.id
       left join (select build_id, count(*) n from build_comments group by build_id) c on c.build_id = b2.id
       where b.id = b2.id;
     select builds_recount_trending(7);`,
  );
  // Spec sheets on 7 builds in 10, wheels on 6 in 10 (front and rear), chassis codes spread over
  // 40 platforms, so each filter has a realistic selectivity.
  await step(
    "spec sheets",
    `insert into build_specs (build_id, chassis_code, engine_code, displacement_cc, aspiration, fuel,
                              power_hp, power_measured_at, layout, suspension_type, camber_front, tags)
       select b.id,
              (array['E30','E36','E46','E90','E92','F80','G80','S13','S14','S15','R32','R33','R34','R35',
                     'Z32','Z33','Z34','NA','NB','NC','ND','FD3S','FC3S','EK9','DC2','AP1','AP2','FK8',
                     'GC8','GDB','ZN6','ZN8','AE86','JZA80','MK4','MK5','MK7','996','997','991'])[1 + b.r % 40],
              'ENG' || (b.r % 97), 1200 + (b.r % 40) * 75,
              (array['na','turbo','twin-turbo','supercharged','electric'])[1 + b.r % 5],
              (array['petrol','e85','diesel','electric'])[1 + b.r % 4],
              80 + (b.r * 7) % 900, (array['crank','wheel'])[1 + b.r % 2],
              (array['fr','ff','mr','rr','awd'])[1 + b.r % 5],
              (array['stock','lowering-springs','coilovers','air','bagged'])[1 + b.r % 5],
              -((b.r % 60) / 10.0),
              array[(array['jdm','euro','usdm','stance','track','drift','show','restomod','daily','off-road','ev','vintage'])[1 + b.r % 12],
                    (array['jdm','euro','usdm','stance','track','drift','show','restomod','daily','off-road','ev','vintage'])[1 + (b.r / 12) % 12]]
       from (select id, row_number() over (order by created_at) r from builds) b
       where b.r % 10 < 7
       on conflict do nothing;`,
  );
  await step(
    "wheels (front + rear)",
    `insert into build_wheels (build_id, axle, diameter_in, width_in, offset_mm, bolt_pattern, tyre_size, fitment, rubs)
       select b.id, axle, 15 + b.r % 6, 7 + (b.r % 8) * 0.5, -20 + (b.r * 3) % 70,
              (array['5x114.3','5x120','5x100','4x100','5x112'])[1 + b.r % 5],
              (200 + (b.r % 8) * 10) || '/' || (35 + (b.r % 4) * 5) || 'R' || (15 + b.r % 6),
              (array['tucked','flush','poke'])[1 + b.r % 3], b.r % 4 = 0
       from (select id, row_number() over (order by created_at) r from builds) b
       cross join (values ('front'), ('rear')) a(axle)
       where b.r % 10 < 6
       on conflict do nothing;`,
  );
  await step(
    `mods (${counts.mods})`,
    `insert into build_mods (build_id, category, brand, part_name, status, cost_minor, currency, sort_order)
       select b.id,
              (array['engine','forced-induction','fuel','exhaust','drivetrain','suspension','brakes',
                     'wheels-tyres','aero','exterior','interior','electronics','other'])[1 + k % 13],
              'Brand ' || (k % 50), 'Part ' || k, (array['planned','installed','installed','removed'])[1 + k % 4],
              (k % 500) * 1000, 'USD', k % ${Math.max(1, Math.ceil(counts.mods / Math.max(1, counts.builds)))}
       from (select id, row_number() over (order by created_at) r from builds) b
       join generate_series(1, ${counts.mods}) k on b.r = 1 + k % ${Math.max(1, counts.builds)};`,
  );
  await step("vacuum analyze", "VACUUM (ANALYZE)");
  console.info(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
