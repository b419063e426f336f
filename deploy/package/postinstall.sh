#!/bin/sh
# Creates the pqs system user and tells systemd about the unit. A fresh
# install does not enable or start the service (configure /etc/default/pqs,
# then systemctl enable --now pqs); an upgrade restarts it if it runs.
set -e
if command -v systemd-sysusers >/dev/null 2>&1; then
  systemd-sysusers /usr/lib/sysusers.d/pqs.conf
elif ! getent passwd pqs >/dev/null; then
  useradd --system --user-group --home-dir /var/lib/pqs --no-create-home \
    --shell /usr/sbin/nologin --comment "pqs prompt quality scoring" pqs
fi
if [ -d /run/systemd/system ]; then
  systemctl daemon-reload || true
  systemctl try-restart pqs.service || true
fi
