/*
 * ct_main.c — the harness's entry point.
 *
 *   harness list             prints "<op id>\t<call>\t<secret inputs>" for
 *                            every checked call
 *   harness info             prints the library's name and version
 *   harness <op id>:<call>…  runs the calls
 *
 * Around each call the harness writes "naclcmp-ct: begin <id>:<call>" and
 * "naclcmp-ct: ok <id>:<call>" (or "failed") to stderr, unbuffered, where
 * valgrind writes its reports too: the Go driver runs one valgrind process
 * per library (valgrind's start-up dominates a run) and assigns each
 * report to the call it falls in. When a call runs twice, its second run
 * counts.
 *
 * Why a call may run twice: memcheck reports an error only once per
 * context, and it compares contexts by their innermost four frames only.
 * In one process, a secret-dependent branch deep inside a library would be
 * reported for the first call that reaches it and silently counted for
 * every later one. So the calls run in two passes, each in a child of the
 * untouched parent process:
 *
 *   1. one child runs every call in turn and notes which calls made
 *      memcheck count an error (VALGRIND_COUNT_ERRORS counts repeats too);
 *   2. each call that did, or that the first child did not finish (a
 *      crash), runs again in a fresh child of its own, whose error list is
 *      the parent's, which holds no call's reports; its reports are that
 *      call's alone.
 *
 * A call with no error in the first pass is clean: a repeat of an earlier
 * report would have been counted. Clean calls, the most, thus share one
 * process, and valgrind translates the library's code once for them.
 *
 * Before the calls the harness writes its executable mappings,
 * "naclcmp-ct: map <start> <end> <file offset> <path>" in hex, so that
 * the driver can name a frame valgrind cannot ("???", code of a stripped
 * library) by its offset in the library file, which a disassembler or the
 * library's debug symbols resolve.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ct_harness.h"

void naclcmp_ct_fill(unsigned char *p, size_t n, unsigned char seed)
{
	size_t i;

	for (i = 0; i < n; i++)
		p[i] = (unsigned char)(seed * 131 + i * 7 + 1);
}

/* tainted reports whether any bit of p[0..n) is undefined, that is
 * derived from a secret; outside valgrind it reports 1. */
static int tainted(const void *p, size_t n)
{
	unsigned char vbits[256];
	size_t i;

	if (!RUNNING_ON_VALGRIND)
		return 1;
	if (n > sizeof vbits)
		n = sizeof vbits;
	if (VALGRIND_GET_VBITS(p, vbits, n) != 1)
		return 0;
	for (i = 0; i < n; i++)
		if (vbits[i] != 0)
			return 1;
	return 0;
}

int naclcmp_ct_done(int r, void *out, size_t n)
{
	if (!tainted(out, n)) {
		fprintf(stderr, "naclcmp-ct: error: the output carries nothing of the marked secret, so the check saw nothing\n");
		r = -1;
	}
	PUBLIC(out, n);
	PUBLIC(&r, sizeof r);
	return r;
}

int naclcmp_ct_verdict(int v)
{
	if (!tainted(&v, sizeof v)) {
		fprintf(stderr, "naclcmp-ct: error: the verdict does not derive from the marked secret, so the check saw nothing\n");
		return -1;
	}
	PUBLIC(&v, sizeof v);
	return v;
}

/* named reports whether name is "<op->id>:<op->call>". */
static int named(const struct ct_op *op, const char *name)
{
	size_t n = strlen(op->id);

	return strncmp(name, op->id, n) == 0 && name[n] == ':' && strcmp(name + n + 1, op->call) == 0;
}

/* has reports whether this machine runs op (struct ct_op's available). */
static int has(const struct ct_op *op) { return op->available == NULL || op->available(); }

static const struct ct_op *find(const char *name)
{
	const struct ct_op *tables[] = {naclcmp_ct_lib_ops, naclcmp_ct_control_ops};
	const struct ct_op *op;
	size_t t;

	for (t = 0; t < sizeof tables / sizeof tables[0]; t++)
		for (op = tables[t]; op->id != NULL; op++)
			if (named(op, name) && has(op))
				return op;
	return NULL;
}

static void list(const struct ct_op *ops)
{
	for (; ops->id != NULL; ops++)
		if (has(ops))
			printf("%s\t%s\t%s\n", ops->id, ops->call, ops->secret);
}

/* maps writes the executable file mappings of this process. */
static void maps(void)
{
	FILE *f;
	unsigned long start, end, off;
	char perm[8], path[512], line[1024];

	if (!RUNNING_ON_VALGRIND || (f = fopen("/proc/self/maps", "r")) == NULL)
		return;
	while (fgets(line, sizeof line, f) != NULL)
		if (sscanf(line, "%lx-%lx %7s %lx %*s %*s %511s", &start, &end, perm, &off, path) == 5
			&& perm[2] == 'x' && path[0] == '/')
			fprintf(stderr, "naclcmp-ct: map %lx %lx %lx %s\n", start, end, off, path);
	fclose(f);
}

/* Outcomes of a call in the first pass, as the first child reports them
 * through a pipe, one byte per call in order. */
enum { CLEAN = 'c', ERRORS = 'e', FAILED = 'f' };

/* call performs op in this process between its markers and returns 0 if
 * it succeeded. */
static int call(const struct ct_op *op)
{
	int r;

	fprintf(stderr, "naclcmp-ct: begin %s:%s\n", op->id, op->call);
	r = op->run();
	fprintf(stderr, "naclcmp-ct: %s %s:%s\n", r == 0 ? "ok" : "failed", op->id, op->call);
	fflush(NULL);
	return r == 0 ? 0 : -1;
}

/* child runs fn(arg) in a child process and waits for it; it returns the
 * child's exit status, or -1 if the child died of a signal. */
static int child(int (*fn)(void *), void *arg)
{
	pid_t pid;
	int wst;

	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		perror("fork");
		return -1;
	}
	if (pid == 0)
		exit(fn(arg)); /* exit: valgrind's summary follows the markers */
	if (waitpid(pid, &wst, 0) < 0) {
		perror("waitpid");
		return -1;
	}
	if (WIFSIGNALED(wst)) {
		fprintf(stderr, "naclcmp-ct: a child died of signal %d\n", WTERMSIG(wst));
		return -1;
	}
	return WEXITSTATUS(wst);
}

struct pass {
	const struct ct_op **ops;
	int n;
	int fd; /* the pipe's write end */
};

/* first runs every call and writes each one's outcome to the pipe. */
static int first(void *arg)
{
	struct pass *p = arg;
	unsigned before;
	char out;
	int i;

	for (i = 0; i < p->n; i++) {
		before = VALGRIND_COUNT_ERRORS;
		if (call(p->ops[i]) != 0)
			out = FAILED;
		else
			out = VALGRIND_COUNT_ERRORS != before ? ERRORS : CLEAN;
		if (write(p->fd, &out, 1) != 1)
			return 4;
	}
	return 0;
}

/* again runs one call; its exit status says whether the call failed. */
static int again(void *arg)
{
	return call(arg) == 0 ? 0 : 3;
}

int main(int argc, char **argv)
{
	const struct ct_op **ops;
	struct pass p;
	char *outcome;
	int fds[2], i, r, n = argc - 1, got = 0, status = 0;
	ssize_t k;

	if (argc < 2) {
		fprintf(stderr, "usage: %s list|info|<op id>:<call>...\n", argv[0]);
		return 2;
	}
	if (strcmp(argv[1], "list") == 0) {
		list(naclcmp_ct_lib_ops);
		list(naclcmp_ct_control_ops);
		return 0;
	}
	if (strcmp(argv[1], "info") == 0) {
		printf("%s\n", naclcmp_ct_lib_name());
		return 0;
	}
	ops = calloc((size_t)n, sizeof *ops);
	outcome = calloc((size_t)n, 1);
	if (ops == NULL || outcome == NULL) {
		perror("calloc");
		return 1;
	}
	for (i = 0; i < n; i++) {
		if ((ops[i] = find(argv[i + 1])) == NULL) {
			fprintf(stderr, "unknown operation %s\n", argv[i + 1]);
			return 2;
		}
	}

	maps();
	if (pipe(fds) != 0) {
		perror("pipe");
		return 1;
	}
	p.ops = ops;
	p.n = n;
	p.fd = fds[1];
	fflush(NULL);
	switch (fork()) {
	case -1:
		perror("fork");
		return 1;
	case 0:
		close(fds[0]);
		exit(first(&p));
	}
	close(fds[1]);
	while (got < n && (k = read(fds[0], outcome + got, (size_t)(n - got))) > 0)
		got += (int)k;
	close(fds[0]);
	wait(NULL);

	for (i = 0; i < n; i++) {
		if (i < got && outcome[i] == CLEAN)
			continue;
		if (i < got && outcome[i] == FAILED) {
			status = 3;
			continue;
		}
		/* Errors counted, or the first child never finished the call. A
		 * child with reports exits with valgrind's --error-exitcode: a
		 * finding, not a failure. */
		r = child(again, (void *)ops[i]);
		if (r == 3 || r < 0)
			status = 3;
	}
	return status;
}
