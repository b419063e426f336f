#!/bin/sh
# Tells systemd the unit is gone (or changed).
set -e
if [ -d /run/systemd/system ]; then
  systemctl daemon-reload || true
fi
