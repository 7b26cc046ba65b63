#!/usr/bin/env bash
# What every service image takes from outside its own module, prepared once per build (the
# `images-base` execution of each service's `images` profile runs it; the second run finds all up
# to date):
#   OUT_DIR/probe/health-probe.jar  the container health check (probe/HealthProbe.java), put into
#                                   every image at /opt/chess-platform/probe/ whatever the base
#   OUT_DIR/jre-base.tar            the base image, when image.base names it (base/assemble-base.sh)
#
#   prepare-images.sh IMAGE_BASE OUT_DIR JDK_HOME
set -euo pipefail

image_base=${1:?usage: prepare-images.sh IMAGE_BASE OUT_DIR JDK_HOME}
out=${2:?usage: prepare-images.sh IMAGE_BASE OUT_DIR JDK_HOME}
jdk=${3:?usage: prepare-images.sh IMAGE_BASE OUT_DIR JDK_HOME}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out" && out=$(cd "$out" && pwd)

probe="$out/probe"
source="$here/probe/HealthProbe.java"
stamp="$probe/inputs.sha256"
inputs=$( { sha256sum "$0" "$source"; sha256sum "$jdk/release"; } | sha256sum | cut -d' ' -f1)
if [[ -f "$probe/health-probe.jar" && -f "$stamp" && "$(cat "$stamp")" == "$inputs" ]]; then
  echo "[images] $probe/health-probe.jar is up to date"
else
  rm -rf "$probe" && mkdir -p "$probe/classes"
  "$jdk/bin/javac" --release 17 -nowarn -d "$probe/classes" "$source"
  # A fixed date: the same source gives the same jar, and so the same layer digest.
  "$jdk/bin/jar" --create --date=1980-01-01T00:00:02Z --file "$probe/health-probe.jar" \
    --main-class dev.chessplatform.probe.HealthProbe -C "$probe/classes" .
  rm -rf "$probe/classes"
  echo "$inputs" > "$stamp"
  echo "[images] $probe/health-probe.jar built"
fi

exec bash "$here/base/assemble-base.sh" "$image_base" "$out" "$jdk"
