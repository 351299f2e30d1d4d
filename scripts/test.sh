#!/usr/bin/env bash
# The whole test suite: static checks, unit and component tests, then browser tests in Chromium.
# Ends with the time of each step and, per layer, the time its test files took (test-summary.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browser.sh
steps=()
step() { # step <title> <command…>: runs the command, records its wall-clock seconds, returns its status
  local title=$1 start=$SECONDS status=0; shift
  echo "== $title"
  "$@" || status=$?
  steps+=("$title $((SECONDS - start))s")
  return $status
}
# The three static checks each keep one core busy: run side by side, each with its own log, printed in order.
static_checks() {
  local dir status=0 pids=()
  dir=$(mktemp -d)
  npx tsc -p tsconfig.json --noEmit > "$dir/tsc.log" 2>&1 & pids+=($!)
  npx eslint . --max-warnings=0 > "$dir/eslint.log" 2>&1 & pids+=($!)
  npx prettier --check . --log-level warn > "$dir/prettier.log" 2>&1 & pids+=($!)
  local names=("类型检查 (tsc)" "代码规范 (eslint)" "代码格式 (prettier)") logs=(tsc eslint prettier)
  for i in 0 1 2; do
    local one=0
    wait "${pids[$i]}" || one=$?
    echo "-- ${names[$i]}: $([ "$one" = 0 ] && echo 通过 || echo "失败 ($one)")"
    cat "$dir/${logs[$i]}.log"
    [ "$one" = 0 ] || status=$one
  done
  rm -rf "$dir"
  return $status
}
step "静态检查 (tsc, eslint, prettier)" static_checks
if grep -q '"schemas:check"' package.json; then
  step "schema 校验" npm run -s schemas:check
fi
# The login page's JavaScript against its budget (scripts/bundle/budget.ts builds the console into a temporary directory).
budget=0; step "包体积预算" npx tsx scripts/bundle/budget.ts || budget=$?
mkdir -p test-results
unit=0; step "单元与组件测试 (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json || unit=$?
e2e=0; step "浏览器测试 (Chromium)" npx vitest run -c vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json || e2e=$?
node scripts/test-summary.mjs test-results/unit.json test-results/e2e.json
echo "steps: $(IFS=';'; echo "${steps[*]}" | sed 's/;/, /g'), total ${SECONDS}s"
[ "$budget" = 0 ] && [ "$unit" = 0 ] && [ "$e2e" = 0 ]
