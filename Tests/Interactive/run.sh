#!/usr/bin/env bash
# Drives real interactive `specui preview` sessions through tmux: focus, typing, buttons, quitting, and the
# terminal mode put back on every way out.
# Usage: Tests/Interactive/run.sh   (builds specui if it is missing; installs tmux with apt-get if missing)
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v tmux >/dev/null; then
    sudo=""
    [[ $(id -u) -eq 0 ]] || sudo="sudo"
    $sudo apt-get install -y tmux >/dev/null 2>&1 ||
        { $sudo apt-get update >/dev/null && $sudo apt-get install -y tmux >/dev/null; }
fi

specui="$(swift build --show-bin-path)/specui"
[[ -x "$specui" ]] || swift build --product specui >&2

socket="specui-test-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"' EXIT
python3 Tests/Interactive/drive.py --specui "$specui" --socket "$socket"
