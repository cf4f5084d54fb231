// Fills a database with a large synthetic community for benchmarks (not a test):
//   npx tsx bench/generate.ts --builds 100000 --likes 1000000 --comments 200000
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
  },
});
const n = (v: string | undefined) => Number.parseInt(v ?? "0", 10);
const counts = {
  builds: n(values.builds),
  likes: n(values.likes),
  comments: n(values.comments),
  users: n(values.users),
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
  await step("vacuum analyze", "VACUUM (ANALYZE)");
  console.info(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
