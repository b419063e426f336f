#!/usr/bin/env bash
# Installs a pqs .deb with dpkg in a throwaway root and checks what it did.
# TestRelease (install_test.go, with PQS_RELEASE_INSTALL=1) runs it as root
# in a private mount namespace (unshare --mount) and deletes WORK afterwards:
#
#   debinstall.sh WORK DEB DEB_VERSION VERSION BINARY_SHA256
#
# The root is a copy-on-write overlay of this machine's / (nothing written
# there reaches it), with its own /proc, /tmp and /run, from which any pqs
# package or user is removed first; dpkg, the maintainer scripts and
# systemd-sysusers (or useradd) then run for real. /run has no
# /run/systemd/system, so the scripts do not call systemctl.
set -euo pipefail
work=$1 deb=$2 deb_version=$3 version=$4 sha=$5

mkdir -p "$work/upper" "$work/work" "$work/root"
mount -t overlay overlay -o "lowerdir=/,upperdir=$work/upper,workdir=$work/work" "$work/root"
mount -t proc proc "$work/root/proc"
mount -t tmpfs tmpfs "$work/root/tmp"
mount -t tmpfs tmpfs "$work/root/run"
mount -t tmpfs tmpfs "$work/root/dev"
for d in null zero random urandom; do
  touch "$work/root/dev/$d"
  mount --bind "/dev/$d" "$work/root/dev/$d"
done
ln -s /proc/self/fd "$work/root/dev/fd"
cp "$deb" "$work/root/tmp/pqs.deb"

chroot "$work/root" /bin/bash -s -- "$deb_version" "$version" "$sha" <<'EOF'
set -euo pipefail
deb_version=$1 version=$2 sha=$3
fail() { echo "deb install: $*" >&2; exit 1; }

# A clean start: no pqs package, user or data.
if dpkg-query -W pqs >/dev/null 2>&1; then dpkg --purge pqs >/dev/null; fi
if getent passwd pqs >/dev/null; then userdel pqs; fi
if getent group pqs >/dev/null; then groupdel pqs; fi
rm -rf /var/lib/pqs

dpkg -i /tmp/pqs.deb >/tmp/dpkg.log 2>&1 || { cat /tmp/dpkg.log >&2; fail "dpkg -i failed"; }
status=$(dpkg-query -W -f '${Status} ${Version}' pqs)
[ "$status" = "install ok installed $deb_version" ] || fail "dpkg-query: $status, want $deb_version installed"

# The maintainer script made a system user and group pqs, no login.
entry=$(getent passwd pqs) || fail "no user pqs after dpkg -i"
IFS=: read -r _ _ uid gid _ home shell <<<"$entry"
[ "$uid" -lt 1000 ] || fail "pqs has uid $uid, want a system uid (< 1000)"
[ "$(getent group pqs | cut -d: -f3)" = "$gid" ] || fail "pqs's group is not pqs"
[ "$home" = /var/lib/pqs ] || fail "pqs's home is $home, want /var/lib/pqs"
case "$shell" in */nologin | */false) ;; *) fail "pqs's shell is $shell, want nologin" ;; esac

[ "$(sha256sum /usr/bin/pqs | cut -d' ' -f1)" = "$sha" ] || fail "/usr/bin/pqs is not the archived binary"
[ "$(/usr/bin/pqs --version)" = "pqs $version" ] || fail "/usr/bin/pqs --version: $(/usr/bin/pqs --version)"
dpkg-query -L pqs | grep -qx /usr/lib/systemd/system/pqs.service || fail "dpkg does not list the unit"
command -v systemd-analyze >/dev/null || fail "systemd-analyze is not installed (Debian package systemd)"
systemd-analyze verify /usr/lib/systemd/system/pqs.service || fail "systemd-analyze verify pqs.service"

# What the unit runs, as systemd would: as pqs, in the state directory
# systemd creates (StateDirectory=pqs, mode 0700), with /etc/default/pqs.
install -d -o pqs -g pqs -m 0700 /var/lib/pqs
exec_start=$(sed -n 's/^ExecStart=//p' /usr/lib/systemd/system/pqs.service)
[ "$exec_start" = "/usr/bin/pqs serve" ] || fail "ExecStart=$exec_start"
runuser -u pqs -- env PQS_DATA_DIR=/var/lib/pqs sh -c 'set -a; . /etc/default/pqs; exec /usr/bin/pqs keys create --name deb-install --quota 1' \
  >/tmp/keys.log 2>&1 || { cat /tmp/keys.log >&2; fail "pqs keys create as pqs in /var/lib/pqs failed"; }
[ "$(stat -c %U /var/lib/pqs/pqs.db)" = pqs ] || fail "/var/lib/pqs/pqs.db does not belong to pqs"

# Removal keeps the settings, the user and the data; purge drops the settings.
dpkg -r pqs >/tmp/dpkg.log 2>&1 || { cat /tmp/dpkg.log >&2; fail "dpkg -r failed"; }
for f in /usr/bin/pqs /usr/lib/systemd/system/pqs.service /usr/lib/sysusers.d/pqs.conf; do
  [ ! -e "$f" ] || fail "$f is still there after dpkg -r"
done
[ -f /etc/default/pqs ] || fail "dpkg -r removed /etc/default/pqs"
[ -f /var/lib/pqs/pqs.db ] || fail "dpkg -r removed the database"
getent passwd pqs >/dev/null || fail "dpkg -r removed the user pqs"
dpkg --purge pqs >/tmp/dpkg.log 2>&1 || { cat /tmp/dpkg.log >&2; fail "dpkg --purge failed"; }
[ ! -e /etc/default/pqs ] || fail "/etc/default/pqs is still there after dpkg --purge"
echo "deb install: $deb_version installed, user pqs $uid, unit verified, key created as pqs, removed and purged"
EOF
