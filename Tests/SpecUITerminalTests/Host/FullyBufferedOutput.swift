// `stdout`, a C global, is only rebuffered by a child process's test, on the main actor, before its session.
@preconcurrency import Glibc

/// Makes standard output fully buffered, as a file's is: how a program's is when its first line is printed while a
/// session captures it.
func bufferStandardOutputFully() {
    fflush(stdout)
    setvbuf(stdout, nil, _IOFBF, 4096)
}
