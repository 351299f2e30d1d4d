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
step "类型检查 (tsc)" npx tsc -p tsconfig.json --noEmit
step "代码规范 (eslint)" npx eslint . --max-warnings=0
step "代码格式 (prettier)" npx prettier --check . --log-level warn
if grep -q '"schemas:check"' package.json; then
  step "schema 校验" npm run -s schemas:check
fi
mkdir -p test-results
unit=0; step "单元与组件测试 (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json || unit=$?
e2e=0; step "浏览器测试 (Chromium)" npx vitest run -c vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json || e2e=$?
node scripts/test-summary.mjs test-results/unit.json test-results/e2e.json
echo "steps: $(IFS=';'; echo "${steps[*]}" | sed 's/;/, /g'), total ${SECONDS}s"
[ "$unit" = 0 ] && [ "$e2e" = 0 ]
