/*
 * ct_main.c — the harness's entry point.
 *
 *   harness list        prints "<op id>\t<secret inputs>" for every operation
 *   harness info        prints the library's name and version
 *   harness <op id>...  runs the operations in order
 *
 * Around each operation the harness writes "naclcmp-ct: begin <id>" and
 * "naclcmp-ct: ok <id>" (or "failed") to stderr, unbuffered, where valgrind
 * writes its reports too: the Go driver runs one valgrind process per
 * library (valgrind's start-up dominates a run) and assigns each report to
 * the operation it falls in. Every operation's stack includes its own
 * harness function, so valgrind never folds the report of one operation
 * into an identical one of another.
 */
#include <stdio.h>
#include <string.h>

#include "ct_harness.h"

void naclcmp_ct_fill(unsigned char *p, size_t n, unsigned char seed)
{
	size_t i;

	for (i = 0; i < n; i++)
		p[i] = (unsigned char)(seed * 131 + i * 7 + 1);
}

static const struct ct_op *find(const struct ct_op *ops, const char *id)
{
	for (; ops->id != NULL; ops++)
		if (strcmp(ops->id, id) == 0)
			return ops;
	return NULL;
}

static void list(const struct ct_op *ops)
{
	for (; ops->id != NULL; ops++)
		printf("%s\t%s\n", ops->id, ops->secret);
}

int main(int argc, char **argv)
{
	const struct ct_op *op;
	int i, status = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: %s list|info|<op id>...\n", argv[0]);
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
	for (i = 1; i < argc; i++) {
		op = find(naclcmp_ct_lib_ops, argv[i]);
		if (op == NULL)
			op = find(naclcmp_ct_control_ops, argv[i]);
		if (op == NULL) {
			fprintf(stderr, "unknown operation %s\n", argv[i]);
			return 2;
		}
	}
	for (i = 1; i < argc; i++) {
		op = find(naclcmp_ct_lib_ops, argv[i]);
		if (op == NULL)
			op = find(naclcmp_ct_control_ops, argv[i]);
		fprintf(stderr, "naclcmp-ct: begin %s\n", op->id);
		if (op->run() != 0) {
			fprintf(stderr, "naclcmp-ct: failed %s\n", op->id);
			status = 3;
			continue;
		}
		fprintf(stderr, "naclcmp-ct: ok %s\n", op->id);
	}
	return status;
}
