#!/usr/bin/env bash
# The API suites whose answers depend on the date, started at the edges of the UTC day: at 23:30
# (their clock moves over midnight while they run) in a zone with daylight saving that is not UTC,
# and at 00:30 (a new day that is still the previous one in the Americas). The tests and the farm
# take the date from one start (api/test/farm/start-time.ts), so these pass at any hour; a date
# counted from a second clock, or read in local time, fails here whatever the hour of the run.
# SQLite only: the date rules are the api's, the same on both databases.
set -euo pipefail
cd "$(dirname "$0")/.."
SUITES=(certificates rdap registrars-sync registrars-portfolio bing-index)
paths=()
for suite in "${SUITES[@]}"; do paths+=("api/test/$suite.test.ts"); done

run () {
  echo "== day edges: TEST_CLOCK_AT=$1 TZ=$2"
  env -u DATABASE_URL TEST_CLOCK_AT="$1" TZ="$2" NODE_EXTRA_CA_CERTS=api/test/farm/certs/ca.crt \
    npx jest -c api/jest.config.js "${paths[@]}"
}
run 23:30 America/New_York
run 00:30 UTC
