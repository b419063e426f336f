#!/bin/sh
# On removal (deb: "remove", rpm: 0 packages left), stops and disables the
# service before its binary goes; an upgrade leaves it running. The pqs
# user and /var/lib/pqs (the database) stay.
set -e
case "$1" in
  remove | 0)
    if [ -d /run/systemd/system ]; then
      systemctl disable --now pqs.service >/dev/null 2>&1 || true
    fi
    ;;
esac
