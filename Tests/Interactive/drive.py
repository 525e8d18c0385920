"""Drives interactive `specui preview` sessions in tmux panes and checks what a user would see.

Each scenario runs specui in its own 80x24 pane through `pane.sh`, which records `stty -g` before and after,
the exit status, and specui's pid. Screens are read with `capture-pane -e -p`; the focused control is the text
drawn in reverse video. Every wait polls with a deadline, so a scenario takes a few seconds at most.
"""

import argparse
import os
import signal
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
STEP_TIMEOUT = 5.0
POLL = 0.05
SGR = re.compile(r"\x1b\[([0-9;:]*)m")


class StepFailed(Exception):
    pass


class Screen:
    """One captured pane: its plain lines and the runs of reverse-video text per row."""

    def __init__(self, escaped):
        self.escaped = escaped
        self.lines = []
        self.reverse = []
        for row, raw in enumerate(escaped.split("\n")):
            plain, runs = Screen._parse(raw)
            self.lines.append(plain)
            self.reverse.extend((row, text) for text in runs)

    @staticmethod
    def _parse(raw):
        plain, runs, current, reverse, index = [], [], [], False, 0
        while index < len(raw):
            match = SGR.match(raw, index)
            if match:
                params = re.split("[;:]", match.group(1))
                skip = 0
                for position, param in enumerate(params):
                    if skip:
                        skip -= 1
                        continue
                    if param in ("38", "48", "58") and position + 1 < len(params):
                        skip = 2 if params[position + 1] == "5" else 4
                    elif param in ("", "0"):
                        reverse = False
                    elif param == "7":
                        reverse = True
                    elif param == "27":
                        reverse = False
                index = match.end()
                if not reverse and current:
                    runs.append("".join(current))
                    current = []
                continue
            if raw[index] == "\x1b":
                index += 1
                continue
            plain.append(raw[index])
            if reverse:
                current.append(raw[index])
            index += 1
        if current:
            runs.append("".join(current))
        return "".join(plain).rstrip(), runs

    @property
    def text(self):
        return "\n".join(self.lines).rstrip("\n")

    def focused(self):
        """The reverse-video texts, joined; empty when nothing has focus."""
        return " | ".join(text.strip() or "<cursor>" for _, text in self.reverse)

    def row_of(self, needle):
        return next((row for row, line in enumerate(self.lines) if needle in line), None)


class Pane:
    """One specui run in a tmux session of the shared test server."""

    def __init__(self, tmux, name, specui, arguments, job_control=False, stderr_file=None):
        self.tmux, self.name = tmux, name
        self.dir = tempfile.mkdtemp(prefix="specui-interactive-")
        command = [os.path.join(HERE, "pane.sh"), self.dir, specui, "preview"] + arguments
        if job_control:
            command = ["env", "JOB_CONTROL=1"] + command
        if stderr_file:
            command = ["env", f"STDERR_FILE={stderr_file}"] + command
        tmux("new-session", "-d", "-s", name, "-x", "80", "-y", "24", " ".join(map(quote, command)))

    def keys(self, *keys):
        self.tmux("send-keys", "-t", self.name, *keys)

    def literal(self, text):
        self.tmux("send-keys", "-t", self.name, "-l", text)

    def capture(self):
        return Screen(self.tmux("capture-pane", "-t", self.name, "-e", "-p"))

    def display(self, format):
        return self.tmux("display-message", "-t", self.name, "-p", format).strip()

    def file(self, name):
        try:
            with open(os.path.join(self.dir, name)) as handle:
                return handle.read().strip()
        except FileNotFoundError:
            return None

    def wait_screen(self, what, predicate):
        """Polls the pane until `predicate(screen)` holds; fails with the last screen."""
        deadline = time.monotonic() + STEP_TIMEOUT
        while True:
            screen = self.capture()
            if predicate(screen):
                return screen
            if time.monotonic() > deadline:
                raise StepFailed(f"timed out waiting for {what}\nfocused: [{screen.focused()}]; screen:\n{screen.text}")
            time.sleep(POLL)

    def wait_exit(self):
        """Waits for specui to end; returns its exit status."""
        deadline = time.monotonic() + STEP_TIMEOUT
        while self.file("status") is None:
            if time.monotonic() > deadline:
                raise StepFailed(f"specui did not exit\nscreen:\n{self.capture().text}")
            time.sleep(POLL)
        return int(self.file("status"))

    def close(self):
        self.tmux("kill-session", "-t", self.name, check=False)
        shutil.rmtree(self.dir, ignore_errors=True)


def quote(word):
    return "'" + word.replace("'", "'\\''") + "'"


class Runner:
    def __init__(self, specui, socket):
        self.specui, self.socket = specui, socket
        self.passed, self.failed = 0, 0
        self.config = tempfile.NamedTemporaryFile("w", suffix=".conf", delete=False)
        # The server outlives each scenario's session: one that exits with its last session can still be exiting
        # when the next scenario starts one ("server exited unexpectedly").
        self.config.write("set -g status off\nset -s exit-empty off\n")
        self.config.close()

    def tmux(self, *arguments, check=True):
        result = subprocess.run(
            ["tmux", "-u", "-L", self.socket, "-f", self.config.name, *arguments],
            capture_output=True, text=True, timeout=10)
        if check and result.returncode != 0:
            raise StepFailed(f"tmux {' '.join(arguments)}: {result.stderr.strip()}")
        return result.stdout

    def check(self, name, condition, detail=""):
        if condition:
            self.passed += 1
            print(f"PASS {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}" + (f"\n{detail}" if detail else ""))
        return condition

    def scenario(self, title, spec, body, arguments=(), job_control=False, stderr_file=None):
        pane = None
        try:
            pane = Pane(
                self.tmux, f"s{self.passed + self.failed}", self.specui, [spec, *arguments], job_control=job_control,
                stderr_file=stderr_file)
            body(pane)
        except StepFailed as failure:
            summary, _, detail = failure.args[0].partition("\n")
            self.check(f"{title}: {summary}", False, detail)
        finally:
            if pane:
                pane.close()

    def expect_restored(self, title, pane, status=0, echoed=""):
        """Checks the exit status, that `stty -g` is back to what it was, and the main screen and cursor.

        The main screen is empty but for the shell's word for a fatal signal ('Terminated'), or what the terminal
        echoed of keys typed before the preview started (`echoed`).
        """
        actual = pane.wait_exit()
        self.check(f"{title}: exits with status {status}", actual == status, f"status was {actual}")
        before, after = pane.file("before"), pane.file("after")
        self.check(f"{title}: stty -g after equals before", before and before == after,
                   f"before: {before}\nafter:  {after}")
        modes = pane.display("#{alternate_on} #{cursor_flag}")
        screen = pane.capture()
        self.check(f"{title}: leaves the alternate screen and shows the cursor",
                   modes == "0 1"
                   and screen.text.strip() in ("", "Terminated", "User defined signal 1", "Power failure", echoed),
                   f"alternate_on cursor_flag = {modes}; screen:\n{screen.text}")

    # Scenarios

    def todo(self, pane):
        title = "todo"
        screen = pane.wait_screen("the first frame", lambda s: "Tasks (3)" in s.text)
        self.check(f"{title}: first frame shows 'Tasks (3)' and nothing focused", screen.focused() == "",
                   f"focused: [{screen.focused()}]")
        with open(pane.display("#{pane_tty}")) as tty:
            during = subprocess.run(["stty", "-g"], stdin=tty, capture_output=True, text=True).stdout.strip()
        self.check(f"{title}: the terminal is in raw mode while specui runs",
                   during and during != pane.file("before"), f"during: {during}")
        field_row = screen.row_of("New task")

        pane.keys("Tab")
        screen = pane.wait_screen("focus on the text field", lambda s: s.reverse)
        self.check(f"{title}: Tab focuses the text field (reverse-video cursor on its row)",
                   [row for row, _ in screen.reverse] == [field_row], f"focused: {screen.reverse}")

        pane.literal("Water the plants")
        screen = pane.wait_screen("the typed text", lambda s: "Water the plants" in s.lines[field_row])
        self.check(f"{title}: typing fills the focused text field",
                   screen.lines[field_row].strip().startswith("Water the plants"), screen.text)

        pane.keys("Tab")
        screen = pane.wait_screen("focus on Add", lambda s: s.focused() != "<cursor>")
        self.check(f"{title}: Tab moves focus to the Add button", screen.focused() == "Add",
                   f"focused: [{screen.focused()}]")

        pane.keys("Enter")
        screen = pane.wait_screen("the new row", lambda s: "Tasks (4)" in s.text)
        rows = [line.strip() for line in screen.lines]
        self.check(f"{title}: Enter on Add shows 'Tasks (4)' and the row 'Water the plants ... [ ]'",
                   any(line.startswith("Water the plants") and "[ ]" in line for line in rows)
                   and screen.lines[field_row].strip().startswith("New task"), screen.text)

        pane.keys("q")
        self.expect_restored(f"{title} q", pane)

    def counter(self, pane):
        title = "counter"
        pane.wait_screen("'العداد: 0'", lambda s: "العداد: 0" in s.text)
        pane.keys("Tab")
        screen = pane.wait_screen("focus on the button", lambda s: s.reverse)
        self.check(f"{title}: Tab focuses the button 'زيادة'", "زيادة" in screen.focused(),
                   f"focused: [{screen.focused()}]")
        pane.keys("Enter")
        screen = pane.wait_screen("'العداد: 1'", lambda s: "العداد: 1" in s.text)
        self.check(f"{title}: Enter taps the button and shows 'العداد: 1'", "العداد: 0" not in screen.text,
                   screen.text)
        pane.keys("q")
        self.expect_restored(f"{title} q", pane)

    @staticmethod
    def focus_new_task(pane):
        """Waits for the todo list's first frame and tabs to its text field; returns the field's row."""
        screen = pane.wait_screen("the first frame", lambda s: "Tasks (3)" in s.text)
        field_row = screen.row_of("New task")
        pane.keys("Tab")
        pane.wait_screen("focus on the text field", lambda s: s.reverse)
        return field_row

    def paste(self, pane):
        title = "paste"
        field_row = self.focus_new_task(pane)
        # tmux wraps the buffer in the bracketed-paste markers the preview asked for (-p).
        self.tmux("set-buffer", "-b", "specui-paste", "Buy milk\nquit")
        self.tmux("paste-buffer", "-p", "-d", "-b", "specui-paste", "-t", pane.name)
        screen = pane.wait_screen("the pasted text", lambda s: "Buy milk quit" in s.lines[field_row])
        self.check(f"{title}: a paste with a line break and a 'q' fills the field, still focused and running",
                   pane.file("status") is None and screen.lines[field_row].strip().startswith("Buy milk quit")
                   and "Tasks (3)" in screen.text, screen.text)
        pane.keys("C-c")
        self.expect_restored(f"{title} ctrl-c", pane)

    def interrupt(self, pane):
        title = "ctrl-c"
        field_row = self.focus_new_task(pane)
        pane.literal("q")
        screen = pane.wait_screen("'q' in the field", lambda s: re.match(r"\s*q\s+Add", s.lines[field_row]))
        self.check(f"{title}: 'q' in a focused text field is typed, not a quit", pane.file("status") is None,
                   screen.text)
        pane.keys("C-c")
        self.expect_restored(title, pane)

    def end_of_input(self, pane):
        title = "ctrl-d"
        pane.wait_screen("the first frame", lambda s: "Tasks (3)" in s.text)
        pane.keys("Tab")
        pane.wait_screen("focus on the text field", lambda s: s.reverse)
        pane.keys("C-d")
        self.expect_restored(title, pane)

    def terminate(self, pane):
        title = "SIGTERM"
        pane.wait_screen("the first frame", lambda s: "Tasks (3)" in s.text)
        os.kill(int(pane.file("pid")), 15)
        self.expect_restored(title, pane, status=128 + 15)

    def other_fatal_signal(self, pane):
        title = "SIGUSR1"
        pane.wait_screen("the first frame", lambda s: "Tasks (3)" in s.text)
        os.kill(int(pane.file("pid")), 10)
        self.expect_restored(title, pane, status=128 + 10)

    def typeahead(self, pane):
        title = "typeahead"
        # Sent as the pane starts, before the preview has put the terminal in raw mode.
        pane.keys("Tab")
        pane.literal("Soon")
        screen = pane.wait_screen("the keys typed ahead", lambda s: "Soon" in s.text and s.reverse)
        self.check(f"{title}: keys typed before the first frame focus and fill the field",
                   "Tasks (3)" in screen.text, screen.text)
        pane.keys("C-c")
        self.expect_restored(title, pane, echoed="Soon")

    def power_signal(self, pane):
        title = "SIGPWR"
        pane.wait_screen("the first frame", lambda s: "Tasks (3)" in s.text)
        os.kill(int(pane.file("pid")), signal.SIGPWR)
        self.expect_restored(title, pane, status=128 + signal.SIGPWR)

    def huge_terminal(self, pane):
        title = "a terminal of 65535x65535 cells"
        pane.wait_screen("the first frame", lambda s: "Tasks (3)" in s.text)
        with open(pane.display("#{pane_tty}")) as tty:
            subprocess.run(["stty", "rows", "65535", "cols", "65535"], stdin=tty, check=True)
        os.kill(int(pane.file("pid")), signal.SIGWINCH)
        time.sleep(1)
        with open(f"/proc/{pane.file('pid')}/status") as status:
            rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        self.check(f"{title}: draws a frame of at most 1000x1000 cells and goes on",
                   pane.file("status") is None and rss < 400_000, f"resident: {rss} kB")
        pane.keys("q")
        self.expect_restored(title, pane)

    def stty(self, pane):
        with open(pane.display("#{pane_tty}")) as tty:
            return subprocess.run(["stty", "-g"], stdin=tty, capture_output=True, text=True).stdout.strip()

    def suspend(self, pane):
        """A stop where no shell controls the job: the kernel discards it, and the preview goes on."""
        title = "SIGTSTP without job control"
        pane.wait_screen("the first frame", lambda s: "Tasks (3)" in s.text)
        os.kill(int(pane.file("pid")), 20)
        time.sleep(0.3)
        screen = pane.wait_screen("the frame drawn again", lambda s: "New task" in s.text)
        self.check(f"{title}: goes on in raw mode on the alternate screen with the whole frame",
                   self.stty(pane) != pane.file("before") and pane.display("#{alternate_on}") == "1", screen.text)
        pane.keys("Tab")
        screen = pane.wait_screen("focus on the text field", lambda s: s.reverse)
        self.check(f"{title}: keys work without Enter", screen.focused() != "", screen.text)
        pane.keys("C-c")
        self.expect_restored(f"{title} q", pane)

    def suspend_job(self, pane):
        """A stop of a job of its own: the terminal is put back while it is stopped, and a signal that ends it
        then ends it, without setting the terminal from the background (which would stop it again)."""
        title = "SIGTSTP as a job"
        pane.wait_screen("the first frame", lambda s: "Tasks (3)" in s.text)
        pid = int(pane.file("pid"))
        os.kill(pid, 20)
        status = pane.wait_exit()
        self.check(f"{title}: stopped, the shell goes on with the terminal as before, on the main screen",
                   status == 148 and pane.file("before") == pane.file("after")
                   and pane.display("#{alternate_on} #{cursor_flag}") == "0 1",
                   f"status {status}; before: {pane.file('before')}\nafter:  {pane.file('after')}")
        os.kill(pid, 15)
        os.kill(pid, 18)
        deadline = time.monotonic() + STEP_TIMEOUT
        while os.path.exists(f"/proc/{pid}") and not self.zombie(pid) and time.monotonic() < deadline:
            time.sleep(POLL)
        self.check(f"{title}: SIGTERM with SIGCONT ends it",
                   not os.path.exists(f"/proc/{pid}") or self.zombie(pid))

    @staticmethod
    def zombie(pid):
        try:
            with open(f"/proc/{pid}/stat") as stat:
                return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
        except FileNotFoundError:
            return True

    def watch(self, pane, spec):
        title = "watch"

        def edit(old, new):
            with open(spec) as handle:
                text = handle.read()
            with open(spec, "w") as handle:
                handle.write(text.replace(old, new))

        pane.wait_screen("'العداد: 0'", lambda s: "العداد: 0" in s.text)
        pane.keys("Tab", "Enter")
        pane.wait_screen("'العداد: 1'", lambda s: "العداد: 1" in s.text)
        edit("count += 1", "count += 2")
        edit('Button: "زيادة"', 'Button: "زيادة 2"')
        screen = pane.wait_screen("the edited button", lambda s: "زيادة 2" in s.text)
        self.check(f"{title}: the edited spec is drawn with its state and the focused button kept",
                   "العداد: 1" in screen.text and "زيادة 2" in screen.focused(),
                   f"focused: [{screen.focused()}]; screen:\n{screen.text}")
        pane.keys("Enter")
        pane.wait_screen("'العداد: 3'", lambda s: "العداد: 3" in s.text)
        edit("count += 2", "count +")
        screen = pane.wait_screen("the diagnostics", lambda s: "error:" in s.text)
        self.check(f"{title}: a spec with an error shows its diagnostic", "CounterView.yaml:" in screen.text,
                   screen.text)
        self.check(f"{title}: the diagnostics start at the top-left corner, as `check` prints them",
                   screen.lines[0].startswith(spec + ":"), screen.text)
        edit("count +", "count += 5")
        pane.wait_screen("the view again", lambda s: "العداد: 3" in s.text)
        pane.keys("Enter")
        screen = pane.wait_screen("'العداد: 8'", lambda s: "العداد: 8" in s.text)
        self.check(f"{title}: after the error is fixed, focus and state carry on ('العداد: 8')",
                   "زيادة 2" in screen.focused(), f"focused: [{screen.focused()}]")
        # A spec moved away shows why it cannot be read; moved back with its old date, it is read again.
        stat = os.stat(spec)
        os.rename(spec, spec + ".away")
        pane.wait_screen("the missing spec", lambda s: "specui: error: no such file" in s.text)
        os.rename(spec + ".away", spec)
        os.utime(spec, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        screen = pane.wait_screen("the view once the spec is back", lambda s: "العداد: 8" in s.text)
        self.check(f"{title}: a spec moved back with its old date is read again", "زيادة 2" in screen.text,
                   screen.text)
        # An edit that keeps the file's date, but not its size, is seen too.
        stat = os.stat(spec)
        edit('Button: "زيادة 2"', 'Button: "زيادة ثلاثة"')
        os.utime(spec, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        pane.wait_screen("the edit that kept the date", lambda s: "زيادة ثلاثة" in s.text)
        pane.keys("q")
        self.expect_restored(f"{title} q", pane)

    def runtime_error(self, pane, title, terminate=False):
        """A spec whose own behaviour fails at runtime: the preview runs, and exits 1 with the error once it ends.

        With `terminate`, SIGTERM ends it: the error is written out all the same, and the status is the signal's.
        """
        pane.wait_screen("the rows", lambda s: s.text.count("1") >= 2)
        if terminate:
            os.kill(int(pane.file("pid")), signal.SIGTERM)
        else:
            pane.keys("q")
        status = pane.wait_exit()
        expected = 128 + signal.SIGTERM if terminate else 1
        self.check(f"{title}: exits with status {expected} when the preview ends", status == expected,
                   f"status was {status}")
        screen = pane.capture()
        # The error is at the ForEach in the spec; the terminal wraps it at its width.
        joined = "".join(screen.lines)
        self.check(f"{title}: prints the error on the main screen, at the ForEach",
                   "Twice.yaml:9:5: error: ForEach(rows, id: \\.id): the ID 1 occurs" in joined, screen.text)
        self.check(f"{title}: as `check` prints a diagnostic, with its code, source line and caret",
                   "undefined results! [duplicate-id]" in joined
                   and screen.text.removesuffix("\nTerminated").endswith("  - ForEach: rows\n    ^~~~~~~"),
                   screen.text)
        self.check(f"{title}: stty -g after equals before", pane.file("before") == pane.file("after"))

    def failing(self, title, arguments=(), terminate=False):
        """Runs `runtime_error` on a spec whose onAppear appends a row with an id already there."""
        directory = tempfile.mkdtemp(prefix="specui-runtime-")
        spec = os.path.join(directory, "Twice.yaml")
        with open(spec, "w") as handle:
            handle.write("view: Twice\ntypes:\n  Row: {id: Int}\nstate:\n  rows:\n    type: \"[Row]\"\n"
                         "    initial: [{id: 1}]\nbody:\n  - ForEach: rows\n    as: v\n    content:\n"
                         "      - Text: \"{v.id}\"\n  - Text: \"{rows.count} rows\"\n"
                         "    onAppear: \"rows.append(Row(id: 1))\"\n")
        try:
            self.scenario(
                title, spec, lambda pane: self.runtime_error(pane, title, terminate=terminate), arguments=arguments)
        finally:
            shutil.rmtree(directory, ignore_errors=True)

    def watched(self, title):
        """Runs `watch` on a copy of Specs/CounterView.yaml, which it edits."""
        directory = tempfile.mkdtemp(prefix="specui-watch-")
        spec = os.path.join(directory, "CounterView.yaml")
        shutil.copy("Specs/CounterView.yaml", spec)
        try:
            self.scenario(title, spec, lambda pane: self.watch(pane, spec), arguments=("--watch",))
        finally:
            shutil.rmtree(directory, ignore_errors=True)

    def watch_trace(self, pane, spec, trace):
        """`--watch --trace 2>trace`: each body evaluation is in the file as it happens, a reload is noted there, and
        the counts follow when the preview ends."""
        title = "watch --trace"

        def lines():
            try:
                with open(trace) as handle:
                    return handle.read().splitlines()
            except FileNotFoundError:
                return []

        def wait_file(what, predicate):
            deadline = time.monotonic() + STEP_TIMEOUT
            while not predicate(lines()):
                if time.monotonic() > deadline:
                    raise StepFailed(f"timed out waiting for {what} in the trace\ntrace:\n" + "\n".join(lines()))
                time.sleep(POLL)

        pane.wait_screen("'العداد: 0'", lambda s: "العداد: 0" in s.text)
        pane.keys("Tab", "Enter")
        pane.wait_screen("'العداد: 1'", lambda s: "العداد: 1" in s.text)
        wait_file("the evaluation the tap made", lambda ls: "CounterView: _count changed." in ls)
        self.check(f"{title}: a body evaluation is in the file while the preview runs", True)
        with open(spec) as handle:
            text = handle.read()
        with open(spec, "w") as handle:
            handle.write(text.replace("count += 1", "count += 2"))
        wait_file("the reload note", lambda ls: any(line.startswith("specui: note: the specs were reloaded") for line in ls))
        self.check(f"{title}: a reload is noted in the trace as it happens", True)
        pane.keys("q")
        self.expect_restored(f"{title} q", pane)
        final = lines()
        note = next(index for index, line in enumerate(final) if line.startswith("specui: note: the specs were"))
        self.check(f"{title}: the trace before the reload is kept, and the counts of the reloaded view end it",
                   "CounterView: _count changed." in final[:note] and final[-1] == "body-evaluations: CounterView=1",
                   "\n".join(final))

    def watched_trace(self, title):
        """Runs `watch_trace` on a copy of Specs/CounterView.yaml, which it edits."""
        directory = tempfile.mkdtemp(prefix="specui-watch-")
        spec = os.path.join(directory, "CounterView.yaml")
        trace = os.path.join(directory, "trace.txt")
        shutil.copy("Specs/CounterView.yaml", spec)
        try:
            self.scenario(title, spec, lambda pane: self.watch_trace(pane, spec, trace),
                          arguments=("--watch", "--trace"), stderr_file=trace)
        finally:
            shutil.rmtree(directory, ignore_errors=True)

    def run(self):
        started = time.monotonic()
        self.scenario("todo", "Specs/TodoListView.yaml", self.todo)
        self.scenario("counter", "Specs/CounterView.yaml", self.counter)
        self.scenario("ctrl-c", "Specs/TodoListView.yaml", self.interrupt)
        self.scenario("paste", "Specs/TodoListView.yaml", self.paste)
        self.scenario("ctrl-d", "Specs/TodoListView.yaml", self.end_of_input)
        self.scenario("SIGTERM", "Specs/TodoListView.yaml", self.terminate)
        self.scenario("SIGUSR1", "Specs/TodoListView.yaml", self.other_fatal_signal)
        self.scenario("SIGPWR", "Specs/TodoListView.yaml", self.power_signal)
        self.scenario("typeahead", "Specs/TodoListView.yaml", self.typeahead)
        self.scenario("huge terminal", "Specs/TodoListView.yaml", self.huge_terminal)
        self.scenario("SIGTSTP", "Specs/TodoListView.yaml", self.suspend)
        self.scenario("SIGTSTP as a job", "Specs/TodoListView.yaml", self.suspend_job, job_control=True)
        self.watched("watch")
        self.watched_trace("watch --trace")
        self.failing("runtime error")
        self.failing("runtime error --watch", arguments=("--watch",))
        self.failing("runtime error, SIGTERM", terminate=True)
        print(f"{self.passed} passed, {self.failed} failed ({time.monotonic() - started:.1f}s)")
        return 1 if self.failed else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--specui", required=True)
    parser.add_argument("--socket", default=f"specui-test-{os.getpid()}")
    options = parser.parse_args()
    runner = Runner(os.path.abspath(options.specui), options.socket)
    try:
        return runner.run()
    finally:
        runner.tmux("kill-server", check=False)
        os.unlink(runner.config.name)


if __name__ == "__main__":
    sys.exit(main())
