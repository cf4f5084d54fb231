#!/usr/bin/env bash
# `npm test`: every check the project has, in the order a failure is cheapest to read.
#   1. Chromium for the browser tests (Debian's package; installed when missing and allowed)
#   2. type check (react-router typegen + tsc)
#   3. lint and format check (Biome), import boundaries (dependency-cruiser): npm run lint
#   4. unit and integration tests (Vitest): PGlite, plus PostgreSQL when TEST_DATABASE_URL is set
#   5. browser tests (Playwright, real Chromium, one app process per spec file); their build and
#      demo templates are made in the background during stage 4
# Every stage runs even if an earlier one failed, so one run shows every problem. The exit code is
# non-zero if any stage failed. The last line is the test count: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

CHROMIUM=/usr/bin/chromium
REPORT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/camber-test-XXXXXX")"
trap 'rm -rf "$REPORT_DIR"' EXIT
failed_stages=()
stage_times=()

stage() { printf '\n\033[1m=== %s ===\033[0m\n' "$1"; }

# run_stage <name> <command…>: runs the command, records its duration and failure.
run_stage() {
  local name="$1"
  shift
  stage "$name"
  local started=$SECONDS
  if ! "$@"; then failed_stages+=("$name"); fi
  stage_times+=("$name: $((SECONDS - started))s")
}

# --- 1. Chromium -----------------------------------------------------------------------------
stage "Chromium"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "$CHROMIUM is missing: installing Debian's chromium package"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  fi
  if [ ! -x "$CHROMIUM" ]; then
    echo "The browser tests need Chromium at $CHROMIUM. Install it (Debian/Ubuntu:" >&2
    echo "  sudo apt-get install -y chromium) and run npm test again." >&2
    exit 1
  fi
fi
"$CHROMIUM" --version 2>/dev/null || echo "chromium at $CHROMIUM"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage "PostgreSQL"
  if ! node -e '
    const pg = require("pg");
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
    c.connect().then(() => c.query("select version()")).then((r) => { console.log(r.rows[0].version); return c.end(); })
      .catch((e) => { console.error(`TEST_DATABASE_URL does not answer: ${e.message}`); process.exit(1); });'; then
    exit 1
  fi
else
  echo "TEST_DATABASE_URL is not set: integration tests run on PGlite only."
fi

# --- 2-5 ----------------------------------------------------------------------------------------
typecheck() { npx react-router typegen && npx tsc --noEmit; }
run_stage "Type check" typecheck
run_stage "Lint (Biome, import boundaries)" npm run --silent lint
# The browser tests need the app built and their demo templates seeded (~30 s of CPU-bound work).
# The unit tests leave part of the two cores idle (processes they start, database round trips),
# so that is done in the background meanwhile (tests/e2e/support/prepare.ts); if it fails,
# Playwright's own global setup builds and seeds, and reports the failure.
E2E_PREPARED="$REPORT_DIR/e2e-templates.json"
node --import tsx tests/e2e/support/prepare.ts "$E2E_PREPARED" >"$REPORT_DIR/e2e-prepare.log" 2>&1 &
prepare_pid=$!
run_stage "Unit and integration tests (Vitest)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORT_DIR/vitest.json"
browser_tests() {
  wait "$prepare_pid" || echo "Preparing the browser tests in the background failed:"
  cat "$REPORT_DIR/e2e-prepare.log"
  env CAMBER_E2E_PREPARED="$E2E_PREPARED" PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORT_DIR/playwright.json" \
    npx playwright test
}
run_stage "Browser tests (Playwright)" browser_tests

# --- Summary ------------------------------------------------------------------------------------
stage "Summary"
printf '%s\n' "${stage_times[@]}"
if [ ${#failed_stages[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failed_stages[@]}"
fi
# Counts tests from both JSON reports. A file that failed to load (or a Playwright global error)
# counts as one failed test, so a crash can never look like a clean run.
counts="$(node - "$REPORT_DIR" <<'NODE'
const fs = require("node:fs");
const path = require("node:path");
const dir = process.argv[2];
const read = (name) => {
  try { return JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")); } catch { return null; }
};
let passed = 0;
let failed = 0;
const vitest = read("vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults ?? []) {
    const anyFailed = (file.assertionResults ?? []).some((t) => t.status === "failed");
    if (file.status === "failed" && !anyFailed) failed += 1;
  }
} else {
  console.error("No Vitest report: counted as one failure.");
  failed += 1;
}
const playwright = read("playwright.json");
if (playwright) {
  passed += (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
  failed += (playwright.stats?.unexpected ?? 0) + (playwright.errors?.length ?? 0);
} else {
  console.error("No Playwright report: counted as one failure.");
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
NODE
)"
echo "Total time: ${SECONDS}s"
echo "$counts"
[ ${#failed_stages[@]} -eq 0 ] && [[ "$counts" == *", 0 failed" ]]
