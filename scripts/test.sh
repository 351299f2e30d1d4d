#!/usr/bin/env bash
# The whole test suite: static checks, unit and component tests, then browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-browser.sh
echo "== 类型检查 (tsc)"
npx tsc -p tsconfig.json --noEmit
echo "== 代码规范 (eslint)"
npx eslint . --max-warnings=0
if grep -q '"schemas:check"' package.json; then
  echo "== schema 校验"
  npm run -s schemas:check
fi
mkdir -p test-results
echo "== 单元与组件测试 (vitest)"
unit=0; npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json || unit=$?
echo "== 浏览器测试 (Chromium)"
e2e=0; npx vitest run -c vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=test-results/e2e.json || e2e=$?
node scripts/test-summary.mjs test-results/unit.json test-results/e2e.json
[ "$unit" = 0 ] && [ "$e2e" = 0 ]
