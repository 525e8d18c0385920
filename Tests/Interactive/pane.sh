#!/bin/sh
# Runs in a tmux pane: records `stty -g` before and after the command, its pid and its exit status.
# Usage: pane.sh DIR COMMAND [ARGUMENT...]   (DIR/status appears last, once everything is written; then the
# pane stays open, showing what the command left on the screen, until the test closes it)
# With JOB_CONTROL=1 the command runs as a job of its own, as an interactive shell runs it, which a stop signal
# stops (the shell's group, which no shell controls, is not stopped: the kernel discards the signal); the status
# is then the shell's for the stop, 148. With STDERR_FILE=PATH the command's standard error goes to PATH.
dir=$1
shift
if [ "${JOB_CONTROL:-}" = 1 ]; then set -m; fi
stty -g >"$dir/before"
# With STDERR_FILE set, the command's standard error goes to that file, as `2>file` sends it.
if [ -n "${STDERR_FILE:-}" ]; then exec 3>"$STDERR_FILE"; else exec 3>&2; fi
sh -c 'echo $$ >"$0/pid"; exec "$@" 2>&3 3>&-' "$dir" "$@"
echo $? >"$dir/status.tmp"
stty -g >"$dir/after"
mv "$dir/status.tmp" "$dir/status"
exec sleep 60
