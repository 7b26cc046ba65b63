#!/usr/bin/env bash
# Assembles the services' base image without a registry and without a Docker engine: a Java 17
# runtime cut with jlink from the build machine's JDK, the few shared libraries it links to (taken
# from the machine's Debian packages, recorded with their versions and licences), a nonroot user
# (65532) and /tmp. Written as a `docker save` tarball that Jib reads as `tar://…` (see README.md).
#
#   assemble-base.sh IMAGE_BASE OUT_DIR [JDK_HOME]
#
# IMAGE_BASE is the value of the Maven property image.base: when it is not tar://OUT_DIR/jre-base.tar
# the operator chose another base (e.g. eclipse-temurin:17-jre) and there is nothing to do.
# The result is kept while its inputs (this script, the JDK, the machine's package database) are
# unchanged, so the four services share one assembly per build machine state.
set -euo pipefail

image_base=${1:?usage: assemble-base.sh IMAGE_BASE OUT_DIR [JDK_HOME]}
out=${2:?usage: assemble-base.sh IMAGE_BASE OUT_DIR [JDK_HOME]}
mkdir -p "$out" && out=$(cd "$out" && pwd)
jdk=${3:-${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}}
tarball="$out/jre-base.tar"

if [[ "$image_base" != "tar://$tarball" ]]; then
  echo "[image-base] image.base=$image_base: no base to assemble"
  exit 0
fi

# The modules the services use (jdeps --print-module-deps over their quarkus-app jars: java.base,
# java.logging, java.naming, java.management, jdk.management, java.sql, java.security.sasl,
# java.security.jgss, java.net.http, java.compiler, jdk.unsupported), plus what they reach at run
# time without a static reference: TLS with EC keys (jdk.crypto.ec), mongodb+srv:// lookups
# (jdk.naming.dns), keep-alive socket options (jdk.net), zip file systems (jdk.zipfs), Kerberos
# login for Kafka/MongoDB (jdk.security.auth), agents (java.instrument), XML (java.xml), and the
# diagnostics an operator runs in the container: JFR (jdk.jfr, jdk.management.jfr) and jcmd
# (jdk.jcmd). Not java.desktop: its native libraries would pull X11, freetype, ALSA… into the
# image, and its users among the dependencies are GraalVM substitutions (quarkus-core), the
# OpenAPI build-time scanner, micrometer's Log4j2 binder and JNA's AWT helpers, none of which the
# services run (ServiceImagesTest starts each image and fetches /q/health/live and /q/openapi).
# Not jdk.compiler either (vertx-codegen's annotation processor: build time only).
modules=java.base,java.compiler,java.instrument,java.logging,java.management,java.naming
modules+=,java.net.http,java.security.jgss,java.security.sasl,java.sql,java.xml
modules+=,jdk.crypto.ec,jdk.jcmd,jdk.jfr,jdk.management,jdk.management.jfr,jdk.naming.dns
modules+=,jdk.net,jdk.security.auth,jdk.unsupported,jdk.zipfs

java_major=17
release="$jdk/release"
[[ -f "$release" && -x "$jdk/bin/jlink" ]] || { echo "[image-base] $jdk is no JDK with jlink (set -Dimage.jdk=…)" >&2; exit 1; }
version=$(sed -n 's/^JAVA_VERSION="\(.*\)"$/\1/p' "$release")
if [[ "${version%%.*}" != "$java_major" ]]; then
  echo "[image-base] $jdk is Java $version; the images run Java $java_major: set -Dimage.jdk=<a JDK $java_major>" >&2
  exit 1
fi
[[ -d "$jdk/jmods" ]] || { echo "[image-base] $jdk has no jmods/ (Debian: apt-get install openjdk-17-jdk-headless)" >&2; exit 1; }
command -v dpkg-query >/dev/null || { echo "[image-base] needs a Debian-based build machine (dpkg) to record the libraries' packages" >&2; exit 1; }

stamp="$out/inputs.sha256"
inputs=$( { sha256sum "$0"; sha256sum "$release"; echo "$modules"; sha256sum /var/lib/dpkg/status; } | sha256sum | cut -d' ' -f1)
if [[ -f "$tarball" && -f "$stamp" && "$(cat "$stamp")" == "$inputs" ]]; then
  echo "[image-base] $tarball is up to date"
  exit 0
fi

echo "[image-base] assembling $tarball from $jdk (Java $version)"
work="$out/work"
rm -rf "$work" "$tarball" "$stamp"
mkdir -p "$work"
os="$work/os"      # layer 1: libraries, users, locale, licences
rt="$work/java"    # layer 2: the Java runtime at /opt/java/openjdk (the path eclipse-temurin uses)
java_home=/opt/java/openjdk
mkdir -p "$os" "$rt/opt/java"

# --- the runtime ----------------------------------------------------------------------------------
# No --compress: the layer is gzipped anyway, and an uncompressed jimage starts faster.
"$jdk/bin/jlink" --add-modules "$modules" --output "$rt$java_home" \
  --strip-debug --no-man-pages --no-header-files --generate-cds-archive --vm=server >/dev/null
# The no-compressed-oops CDS archive serves only heaps above 32 GB.
rm -f "$rt$java_home/lib/server/classes_nocoops.jsa"

# --- the shared libraries it links to -------------------------------------------------------------
declare -A packages=()
copy_lib() { # the file at the path the loader uses, dereferenced; and which package ships it
  local path=$1 dir name real
  dir=$(readlink -f "$(dirname "$path")")
  name=$(basename "$path")
  mkdir -p "$os$dir"
  cp -L "$path" "$os$dir/$name"
  real=$(readlink -f "$path")
  local pkg
  pkg=$(dpkg-query -S "$path" 2>/dev/null || dpkg-query -S "$real" 2>/dev/null || true)
  pkg=${pkg%%:*}
  [[ -n "$pkg" ]] || { echo "[image-base] no package ships $path" >&2; exit 1; }
  packages[$pkg]=1
}
declare -A libs=()
while IFS= read -r -d '' f; do
  [[ "$(head -c4 "$f" | od -An -c | tr -d ' ')" == '177ELF' ]] || continue
  while read -r lib; do libs[$lib]=1; done < <(
    ldd "$f" 2>/dev/null | awk '
      $2 == "=>" && $3 ~ /^\// { print $3 }          # libz.so.1 => /lib/x86_64-linux-gnu/libz.so.1
      $1 ~ /^\// { print $1 }                        # /lib64/ld-linux-x86-64.so.2
    ' | grep -v "^$rt" || true)
done < <(find "$rt$java_home" -type f -print0)
for lib in "${!libs[@]}"; do copy_lib "$lib"; done
# The same top-level links as the build machine (merged /usr: /lib -> usr/lib, /lib64 -> usr/lib64).
for link in /lib /lib32 /lib64 /libx32 /bin /sbin; do
  if [[ -L "$link" && -d "$os$(readlink -f "$link")" ]]; then ln -s "$(readlink "$link")" "$os$link"; fi
done
# Java 17 takes its default charset from the locale: C.UTF-8 (glibc's, in libc-bin) makes it UTF-8.
if [[ -d /usr/lib/locale/C.utf8 ]]; then
  mkdir -p "$os/usr/lib/locale"
  cp -a /usr/lib/locale/C.utf8 "$os/usr/lib/locale/"
  packages[libc-bin]=1
fi

# --- users, name service, the rest of a root file system ------------------------------------------
mkdir -p "$os/etc" "$os/tmp" "$os/root" "$os/home/nonroot" "$os/var/lib/dpkg/status.d" "$os/usr/share/doc"
chmod 1777 "$os/tmp"
chmod 700 "$os/root"
cat > "$os/etc/passwd" <<'EOF'
root:x:0:0:root:/root:/sbin/nologin
nobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin
nonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin
EOF
cat > "$os/etc/group" <<'EOF'
root:x:0:
nogroup:x:65534:
nonroot:x:65532:
EOF
cat > "$os/etc/nsswitch.conf" <<'EOF'
passwd: files
group:  files
hosts:  files dns
EOF
# What image scanners read to match the libraries against Debian's security tracker.
{
  sed -n -e 's/^PRETTY_NAME=.*/PRETTY_NAME="chess-platform jre-base (Debian packages)"/p' \
    -e '/^\(NAME\|ID\|VERSION_ID\|VERSION_CODENAME\|HOME_URL\)=/p' /etc/os-release
} > "$os/etc/os-release"

# --- what is inside, and under which licences -----------------------------------------------------
spdx() {
  case "$1" in
    libc6|libc-bin) echo "LGPL-2.1-or-later AND GPL-2.0-or-later" ;;
    zlib1g) echo "Zlib" ;;
    libstdc++6|libgcc-s1) echo "GPL-3.0-or-later WITH GCC-exception-3.1" ;;
    openjdk-17-*) echo "GPL-2.0-only WITH Classpath-exception-2.0" ;;
    *) echo "see /usr/share/doc/$1/copyright" ;;
  esac
}
jmods_pkg=$(dpkg-query -S "$(readlink -f "$jdk/jmods/java.base.jmod")" 2>/dev/null | cut -d: -f1 || true)
manifest="$out/packages.tsv"
{
  printf 'package\tversion\tsource\tlicence\tused for\n'
  for pkg in $(printf '%s\n' "${!packages[@]}" | sort); do
    printf '%s\t%s\t%s\t%s\t%s\n' "$pkg" "$(dpkg-query -W -f='${Version}' "$pkg")" \
      "$(dpkg-query -W -f='${source:Package}' "$pkg")" "$(spdx "$pkg")" "shared libraries of the Java runtime"
  done
  if [[ -n "$jmods_pkg" ]]; then
    printf '%s\t%s\t%s\t%s\t%s\n' "$jmods_pkg" "$(dpkg-query -W -f='${Version}' "$jmods_pkg")" \
      "$(dpkg-query -W -f='${source:Package}' "$jmods_pkg")" "$(spdx "$jmods_pkg")" "jmods, cut by jlink into $java_home"
  else
    printf '%s\t%s\t%s\t%s\t%s\n' "jdk" "$version" "$(sed -n 's/^IMPLEMENTOR="\(.*\)"$/\1/p' "$release")" \
      "GPL-2.0-only WITH Classpath-exception-2.0" "jmods, cut by jlink into $java_home"
  fi
} > "$manifest"
for pkg in "${!packages[@]}" ${jmods_pkg:+"$jmods_pkg"}; do
  if [[ -f "/usr/share/doc/$pkg/copyright" ]]; then
    mkdir -p "$os/usr/share/doc/$pkg"
    cp -L "/usr/share/doc/$pkg/copyright" "$os/usr/share/doc/$pkg/copyright"
  fi
  dpkg-query -s "$pkg" | grep -v '^Status:\|^Conffiles:\|^ /' > "$os/var/lib/dpkg/status.d/$pkg"
done
mkdir -p "$os/usr/share/doc/chess-platform-jre-base"
cp "$manifest" "$os/usr/share/doc/chess-platform-jre-base/packages.tsv"

# --- the image: two layers, a config, a manifest (docker save format) -----------------------------
# Reproducible tars: sorted, numeric root ownership, one fixed time; /home/nonroot belongs to 65532.
tar_common=(--sort=name --format=gnu --numeric-owner --mtime=@0)
tar_opts=("${tar_common[@]}" --owner=0 --group=0)
tar -C "$os" "${tar_opts[@]}" --exclude=./home/nonroot -cf "$work/os.tar" .
tar -C "$os" "${tar_common[@]}" --owner=65532 --group=65532 --no-recursion -rf "$work/os.tar" ./home/nonroot
tar -C "$rt" "${tar_opts[@]}" -cf "$work/java.tar" .
os_id=$(sha256sum "$work/os.tar" | cut -d' ' -f1)
rt_id=$(sha256sum "$work/java.tar" | cut -d' ' -f1)

arch=$(dpkg --print-architecture)
case "$arch" in amd64 | arm64 | ppc64el | s390x) ;; *) echo "[image-base] unexpected architecture $arch" >&2; exit 1 ;; esac
[[ "$arch" == ppc64el ]] && arch=ppc64le
pkg_list=$(tail -n +2 "$manifest" | awk -F'\t' '{printf "%s%s %s", (NR>1?", ":""), $1, $2}')
# The images built on this base overwrite org.opencontainers.image.licenses with their own code's;
# dev.chessplatform.base.licenses keeps the base's in them.
licences="GPL-2.0-only WITH Classpath-exception-2.0 AND LGPL-2.1-or-later AND GPL-3.0-or-later WITH GCC-exception-3.1 AND Zlib"
json() { sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' <<< "$1"; }
config=$(cat <<EOF
{"architecture":"$arch","os":"linux","created":"1970-01-01T00:00:00Z",
 "config":{"User":"65532:65532","WorkingDir":"/",
  "Env":["PATH=$java_home/bin:/usr/local/bin:/usr/bin:/bin","JAVA_HOME=$java_home","LANG=C.UTF-8","JAVA_VERSION=$(json "$version")"],
  "Labels":{"org.opencontainers.image.title":"chess-platform jre-base",
   "org.opencontainers.image.description":"A jlink-cut Java $java_major runtime with the Debian libraries it links to, nonroot 65532; no shell, no package manager",
   "org.opencontainers.image.version":"$(json "$version")",
   "org.opencontainers.image.licenses":"$licences",
   "dev.chessplatform.base.licenses":"$licences",
   "dev.chessplatform.base.packages":"$(json "$pkg_list")",
   "dev.chessplatform.base.modules":"$modules"}},
 "rootfs":{"type":"layers","diff_ids":["sha256:$os_id","sha256:$rt_id"]},
 "history":[{"created":"1970-01-01T00:00:00Z","created_by":"deploy/docker/base/assemble-base.sh: libraries, users, locale, licences"},
  {"created":"1970-01-01T00:00:00Z","created_by":"deploy/docker/base/assemble-base.sh: jlink --add-modules $modules"}]}
EOF
)
image="$work/image"
mkdir -p "$image/$os_id" "$image/$rt_id"
mv "$work/os.tar" "$image/$os_id/layer.tar"
mv "$work/java.tar" "$image/$rt_id/layer.tar"
printf '%s\n' "$config" > "$work/config.json"
config_id=$(sha256sum "$work/config.json" | cut -d' ' -f1)
mv "$work/config.json" "$image/$config_id.json"
printf '[{"Config":"%s.json","RepoTags":["chess-platform/jre-base:%s"],"Layers":["%s/layer.tar","%s/layer.tar"]}]\n' \
  "$config_id" "$java_major" "$os_id" "$rt_id" > "$image/manifest.json"
(cd "$image" && tar "${tar_opts[@]}" -cf "$tarball" manifest.json "$config_id.json" "$os_id/layer.tar" "$rt_id/layer.tar")
rm -rf "$work"
echo "$inputs" > "$stamp"
echo "[image-base] $tarball: $(du -h "$tarball" | cut -f1) ($(tail -n +2 "$manifest" | wc -l) packages, see $manifest)"
