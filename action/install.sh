#!/usr/bin/env bash
# Installs the pqs release for this runner and puts it on the PATH of the
# job's later steps (the GitHub Action's first step; runnable anywhere).
#
#   PQS_VERSION       1.4.0, v1.4.0 or latest (default)
#   PQS_RELEASES_URL  https://github.com/pqs-dev/pqs/releases (default), or a
#                     mirror with the same layout: download/v<version>/<archive>,
#                     and latest redirecting to .../tag/v<version>
#   RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP, GITHUB_PATH as GitHub sets them;
#   without them, uname and a temporary directory, and the path is printed.
#
# Archives are named pqs_<version>_<os>_<arch>.tar.gz (.zip on Windows), as
# deploy/release.sh names them, and checked against the release's
# checksums.txt. Anything short of a matching checksum stops the install: no
# checksums.txt, no line for the archive, no sha256 tool, a mismatch.
set -euo pipefail

fail() { echo "::error title=pqs install::$*" >&2; exit 1; }

base="${PQS_RELEASES_URL:-https://github.com/pqs-dev/pqs/releases}"
base="${base%/}"
version="${PQS_VERSION:-latest}"

if [ "$version" = latest ]; then
  # The latest release's page redirects to .../tag/v<version>.
  url=$(curl -fsSL --retry 3 -o /dev/null -w '%{url_effective}' "$base/latest") ||
    fail "cannot reach $base/latest"
  version="${url##*/}"
  [[ "$version" =~ ^v?[0-9] ]] || fail "cannot tell the latest version from $url"
fi
version="${version#v}"

case "${RUNNER_OS:-$(uname -s)}" in
  Linux) os=linux ;;
  macOS | Darwin) os=darwin ;;
  Windows | MINGW* | MSYS* | CYGWIN*) os=windows ;;
  *) fail "no pqs release for the OS ${RUNNER_OS:-$(uname -s)}" ;;
esac
case "${RUNNER_ARCH:-$(uname -m)}" in
  X64 | x86_64 | amd64) arch=amd64 ;;
  ARM64 | arm64 | aarch64) arch=arm64 ;;
  *) fail "no pqs release for the architecture ${RUNNER_ARCH:-$(uname -m)}" ;;
esac
exts="tar.gz zip"
[ "$os" = windows ] && exts="zip tar.gz"

dest="${RUNNER_TEMP:-$(mktemp -d)}/pqs-$version"
rm -rf "$dest"
mkdir -p "$dest/bin"
archive=""
for ext in $exts; do
  name="pqs_${version}_${os}_${arch}.$ext"
  if curl -fsSL --retry 3 -o "$dest/$name" "$base/download/v$version/$name"; then
    archive="$name"
    break
  fi
done
[ -n "$archive" ] || fail "no pqs_${version}_${os}_${arch} archive at $base/download/v$version/"

sums=checksums.txt
curl -fsSL --retry 3 -o "$dest/$sums" "$base/download/v$version/$sums" ||
  fail "release v$version has no $sums at $base/download/v$version/: the archive cannot be verified"
want=$(awk -v n="$archive" '$2 == n || $2 == "*" n { print $1; exit }' "$dest/$sums")
[ -n "$want" ] || fail "$sums has no line for $archive"
[[ "$want" =~ ^[0-9a-f]{64}$ ]] || fail "$sums: the line for $archive has no sha256"
if command -v sha256sum >/dev/null; then
  got=$(sha256sum "$dest/$archive" | awk '{ print $1 }')
elif command -v shasum >/dev/null; then
  got=$(shasum -a 256 "$dest/$archive" | awk '{ print $1 }')
else
  fail "neither sha256sum nor shasum is installed: $archive cannot be verified"
fi
[ "$want" = "$got" ] || fail "$archive: sha256 $got, but $sums says $want"

case "$archive" in
  *.tar.gz) tar -xzf "$dest/$archive" -C "$dest/bin" ;;
  *.zip)
    if command -v unzip >/dev/null; then
      unzip -q -o "$dest/$archive" -d "$dest/bin"
    else
      powershell -NoProfile -Command "Expand-Archive -Force -Path '$dest/$archive' -DestinationPath '$dest/bin'"
    fi
    ;;
esac
bin=$(find "$dest/bin" -type f \( -name pqs -o -name pqs.exe \) | head -n 1)
[ -n "$bin" ] || fail "$archive holds no pqs binary"
chmod +x "$bin"
dir=$(cd "$(dirname "$bin")" && pwd)
if [ -n "${GITHUB_PATH:-}" ]; then
  echo "$dir" >>"$GITHUB_PATH"
else
  echo "$dir"
fi
echo "pqs $version ($os/$arch) installed in $dir" >&2
