/*
 * ct_harness.h — the constant-time harness: each operation runs once with
 * its secret inputs marked undefined for valgrind's memcheck, so that any
 * branch or memory index that depends on them is reported (the TIMECOP
 * method of SUPERCOP). Outside valgrind the client requests do nothing.
 */
#ifndef NACLCMP_CT_HARNESS_H
#define NACLCMP_CT_HARNESS_H

#include <stddef.h>
#include <valgrind/memcheck.h>

/* SECRET marks secret input: from here on memcheck tracks everything
 * computed from it and reports when it decides a branch or an address. */
#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
/* PUBLIC declassifies: an output that is public by design (a ciphertext,
 * a public key, a comparison's verdict) must be marked defined before the
 * harness looks at it, or the harness's own check would be reported. */
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

/* naclcmp_ct_done ends a call that wrote out (n bytes) and returned r.
 * Under valgrind it first makes sure the output carries something of the
 * secret: if not, the secret never reached the library (a harness that
 * marked the wrong buffer, or a library that copied the input before it
 * was marked), the check would see nothing, and the call fails instead of
 * passing as constant time. Then it declassifies the output (public by
 * design) and r, and returns r. */
int naclcmp_ct_done(int r, void *out, size_t n);
/* naclcmp_ct_verdict ends a comparison (a Verify or an Equal): its verdict
 * v must derive from the secret, and is then declassified and returned. */
int naclcmp_ct_verdict(int v);

/* DONE(r) returns through naclcmp_ct_done with the file's out buffer;
 * VERDICT(v) through naclcmp_ct_verdict. */
#define DONE(r) return naclcmp_ct_done((r), out, sizeof out)
#define VERDICT(v) return naclcmp_ct_verdict(v)

/* One checked call: id is the operation ID of the comparison matrix
 * ("secretbox/xsalsa20poly1305"), call the method of the operation's Go
 * interface it stands for ("Seal", "Open"): an operation has one entry per
 * call that handles a secret. run performs it and returns 0 on success.
 * On the command line and in the markers a call is named "<id>:<call>". */
struct ct_op {
	const char *id;
	const char *call;
	const char *secret; /* which inputs are marked secret */
	int (*run)(void);
	/* available, when not NULL, says whether this machine runs the call:
	 * an operation the binding lists only where the CPU has it (libsodium's
	 * AES-256-GCM needs AES-NI) is neither listed nor run elsewhere. */
	int (*available)(void);
};

/* CT_END ends every table. */
#define CT_END {NULL, NULL, NULL, NULL, NULL}

/* Each library's table (ops_<library>.c), ending with a null id. */
extern const struct ct_op naclcmp_ct_lib_ops[];
/* The library's name and version, printed by "info". */
extern const char *naclcmp_ct_lib_name(void);

/* The controls (ct_controls.c). */
extern const struct ct_op naclcmp_ct_control_ops[];
int naclcmp_ct_leaky_equal(const unsigned char *a, const unsigned char *b, size_t n);
int naclcmp_ct_ct_equal(const unsigned char *a, const unsigned char *b, size_t n);

/* fill writes a fixed, deterministic pattern: inputs need no randomness,
 * only memcheck's definedness bits. */
void naclcmp_ct_fill(unsigned char *p, size_t n, unsigned char seed);

#endif
