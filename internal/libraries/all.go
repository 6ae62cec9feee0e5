package libraries

// notOnRiscv64 is AbsentOn of every system library but libsodium: riscv64
// is not a release architecture of Debian bookworm, so it has none of
// their -dev packages (libsodium's cross build compiles Debian's source
// package instead, scripts/cross/libsodium.sh).
var notOnRiscv64 = []string{"riscv64"}

// dispatchNote is the limit of every verdict on a library that picks its
// code for the CPU at run time: valgrind's virtual CPU has no AVX-512, so
// code paths for it (OpenSSL's, on machines that have it) are not seen.
const dispatchNote = "picks its implementation for the CPU at run time: the verdicts cover the code paths chosen for valgrind's virtual CPU " +
	"(no AVX-512), not paths valgrind's CPU does not offer"

// All lists every C library, in registry order: impls builds their
// implementations in this order (each library's Wrappers right after it),
// before the Go ones, and the constant-time check runs their harnesses in
// it. Adding a C library starts here (CONTRIBUTING.md, "A C library, in
// addition").
var All = []Library{
	{
		Name: "libsodium", Label: "libsodium", Binding: "cref/sodium", Debian: "libsodium-dev",
		Wrappers: []string{"libsodium-jamesruan"},
		Harness:  &Harness{Ops: "ops_sodium.c", CFlags: []string{"-Wno-deprecated-declarations"}, Note: "libsodium " + dispatchNote},
	},
	{Name: "tweetnacl", Label: "TweetNaCl", Binding: "cref/tweetnacl", Harness: &Harness{Ops: "ops_tweet.c"}},
	{Name: "orlp-ed25519", Label: "orlp/ed25519", Binding: "cref/orlp", Harness: &Harness{Ops: "ops_orlp.c"}},
	{
		Name: "openssl", Label: "OpenSSL libcrypto", Binding: "cref/openssl", Debian: "libssl-dev",
		Tag: "naclcmp_no_openssl", AbsentOn: notOnRiscv64,
		Harness: &Harness{Ops: "ops_openssl.c", Note: "OpenSSL " + dispatchNote +
			"; libcrypto is stripped: its static functions are named from libcrypto.a (libssl-dev, the same build) where the " +
			"function's object matches libcrypto.so.3 byte for byte, else shown as offsets in libcrypto.so.3"},
	},
	{
		Name: "nacl", Label: "NaCl", Binding: "cref/nacl", Debian: "libnacl-dev",
		Tag: "naclcmp_no_nacl", AbsentOn: notOnRiscv64, Archive: true,
		Harness: &Harness{Ops: "ops_nacl.c"},
	},
	{
		Name: "libb2", Label: "libb2 (BLAKE2 reference)", Binding: "cref/libb2", Debian: "libb2-dev",
		Tag: "naclcmp_no_libb2", AbsentOn: notOnRiscv64,
		Harness: &Harness{Ops: "ops_libb2.c", Note: "libb2 " + dispatchNote},
	},
	{
		Name: "nettle", Label: "GNU Nettle", Binding: "cref/nettle", Debian: "nettle-dev", SysrootDeps: []string{"libgmp-dev"},
		Tag: "naclcmp_no_nettle", AbsentOn: notOnRiscv64,
		Harness: &Harness{Ops: "ops_nettle.c", Note: "Nettle " + dispatchNote},
	},
	{
		Name: "botan", Label: "Botan 2 (C FFI)", Binding: "cref/botan", Debian: "libbotan-2-dev",
		Tag: "naclcmp_no_botan", AbsentOn: notOnRiscv64,
		Harness: &Harness{Ops: "ops_botan.c", Note: "Botan " + dispatchNote},
	},
	{
		Name: "libgcrypt", Label: "libgcrypt", Binding: "cref/gcrypt", Debian: "libgcrypt20-dev", SysrootDeps: []string{"libgpg-error-dev"},
		Tag: "naclcmp_no_gcrypt", AbsentOn: notOnRiscv64,
		Harness: &Harness{Ops: "ops_gcrypt.c", Note: "libgcrypt " + dispatchNote +
			"; libgcrypt is stripped: static functions are named from libgcrypt.a, and those of its src/ folder, which Debian's archive holds " +
			"as a build of their own, from objects rebuilt from Debian's source package (make ct-names), each where it matches libgcrypt.so.20 byte for byte"},
	},
	{
		Name: "wolfssl", Label: "wolfSSL (wolfCrypt)", Binding: "cref/wolfssl", Debian: "libwolfssl-dev",
		Tag: "naclcmp_no_wolfssl", AbsentOn: notOnRiscv64,
		Harness: &Harness{Ops: "ops_wolfssl.c", Note: "Debian's wolfSSL is built without AES-NI: its AES is " +
			"aes.c's T-table code (the static wc_AesEncrypt, reached through wc_AesEncryptDirect, loads table entries indexed by " +
			"key- and state-dependent bytes) and its GHASH multiplies with GCM_TABLE_4BIT tables computed from H, so AES-CTR and " +
			"AES-GCM are reported; libwolfssl is stripped, and Debian's libwolfssl.a is a build of its own: static functions are named " +
			"from aes.c's object rebuilt from Debian's source package (make ct-names) where it matches libwolfssl.so.35 byte for byte, else shown as offsets"},
	},
	{
		Name: "libtomcrypt", Label: "LibTomCrypt", Binding: "cref/tomcrypt", Debian: "libtomcrypt-dev",
		Tag: "naclcmp_no_tomcrypt", AbsentOn: notOnRiscv64, Archive: true,
		Harness: &Harness{Ops: "ops_tomcrypt.c"},
	},
	{
		Name: "libargon2", Label: "libargon2", Binding: "cref/argon2", Debian: "libargon2-dev",
		Tag: "naclcmp_no_argon2", AbsentOn: notOnRiscv64, Archive: true,
		Harness: &Harness{Ops: "ops_argon2.c"},
	},
}
