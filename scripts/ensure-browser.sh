#!/usr/bin/env bash
# Makes sure Debian's Chromium and the CJK fonts are present for the browser tests.
set -u
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
if ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then need+=(fonts-noto-cjk); fi
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} for the browser tests…"
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null && exit 0
fi
echo "Cannot install ${need[*]} here. Install them with: sudo apt-get install -y chromium fonts-noto-cjk" >&2
exit 1
