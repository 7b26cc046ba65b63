#!/usr/bin/env bash
# Draws the app's PNG icons (src/icons/icon-192.png, icon-512.png) from src/icons/icon.svg with the
# machine's Chromium (/usr/bin/chromium, Debian). Run by hand after changing the SVG; the PNGs are
# committed, so the build needs no browser.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
for size in 192 512; do
  sed "s/viewBox=\"0 0 512 512\"/viewBox=\"0 0 512 512\" width=\"$size\" height=\"$size\"/" src/icons/icon.svg >"$work/icon.svg"
  echo "<html><body style='margin:0;overflow:hidden'><img src='icon.svg' style='display:block'></body></html>" >"$work/icon.html"
  chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=$size,$size \
    --screenshot="$PWD/src/icons/icon-$size.png" "file://$work/icon.html" 2>/dev/null
done
rm -rf "$work"
