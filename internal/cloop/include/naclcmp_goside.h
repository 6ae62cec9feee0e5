/* naclcmp_goside.h — the Go-side build (build tag naclcmp_goside): the C
 * functions that a binding's timed call makes return at once, so that
 * timing the binding times its Go side alone (package internal/cloop).
 *
 * Each C binding's package lists, in a goside.go built only with the tag,
 * the C functions its bindings call from Go and its loops call from C:
 * one `#cgo LDFLAGS: -Wl,--wrap=NAME` each, which makes the linker send
 * every call of NAME from another object to __wrap_NAME, and one
 * NACLCMP_ELIDE(NAME), which defines __wrap_NAME. The binding and its loop
 * then pay the crossing and nothing in C; every output is garbage, so the
 * build measures only the Go side: naclcmp built so runs bench alone, and
 * bench there times only the loops. */
#ifndef NACLCMP_GOSIDE_H
#define NACLCMP_GOSIDE_H

/* naclcmp_goside_calls counts the calls of elided functions, so that a test
 * can show that a binding's timed call reached one (package internal/cloop). */
extern long naclcmp_goside_calls;

/* NACLCMP_ELIDE(name) defines the function a call of name reaches in this
 * build: it counts the call and returns 0, success for every function a
 * loop calls (naclcmp_loop.h). Its arguments are left in their registers
 * unread: the caller passes them as name's real prototype says, which every
 * C ABI allows a function that reads none of them. */
#define NACLCMP_ELIDE(name)                \
  int __wrap_##name(void);                 \
  int __wrap_##name(void) {                \
    naclcmp_goside_calls++;                \
    return 0;                              \
  }

#endif
