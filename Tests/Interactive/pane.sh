#!/bin/sh
# Runs in a tmux pane: records `stty -g` before and after the command, its pid and its exit status.
# Usage: pane.sh DIR COMMAND [ARGUMENT...]   (DIR/status appears last, once everything is written; then the
# pane stays open, showing what the command left on the screen, until the test closes it)
dir=$1
shift
stty -g >"$dir/before"
sh -c 'echo $$ >"$0/pid"; exec "$@"' "$dir" "$@"
echo $? >"$dir/status.tmp"
stty -g >"$dir/after"
mv "$dir/status.tmp" "$dir/status"
exec sleep 60
