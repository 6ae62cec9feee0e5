package ct

import "strings"

// Declassification is a branch a library takes on purpose on a value
// derived from a secret but public by design, so that memcheck's report of
// it is not a leak. Each entry names the function that branches and says
// why the value is public; the report lists every declassified report
// with this reason, so nothing is hidden. Only branches can be
// declassified: a secret-dependent memory index is never by design.
type Declassification struct {
	Impl string
	// Call limits the entry to one call ("Open"); empty for every call.
	Call string
	// Function is the innermost frame's function name, or for code without
	// symbols its offset in the library file ("libcrypto.so.3+0x31cdd7",
	// see frameID), which pins the entry to one build of the library.
	Function string
	Reason   string
}

// branchKind is how memcheck's report of a secret-dependent branch begins.
const branchKind = "Conditional jump or move depends on uninitialised value"

// Declassified is a memcheck report set aside by a Declassification.
type Declassified struct {
	Finding
	Reason string `json:"reason"`
}

// tagVerdict is why a branch on a tag comparison's verdict is no leak.
const tagVerdict = "whether a box or ciphertext is authentic is public by design: Open returns it to the caller, " +
	"and the comparison that computes it runs without branches"

// Declassifications lists the known by-design branches. Each was found by
// `naclcmp ct --valgrind` and checked by reading the code (or, for a
// stripped library, its disassembly) at the reported place.
var Declassifications = []Declassification{
	{
		Impl:     "libsodium",
		Function: "crypto_box_curve25519xsalsa20poly1305_beforenm",
		Reason: "branches on crypto_scalarmult_curve25519's return value, which says whether the shared point is zero; " +
			"with a clamped scalar that happens exactly when the peer's public key has small order, a property of public data " +
			"(libsodium refuses such keys on purpose)",
	},
	{
		Impl: "libsodium", Call: "Open", Function: "crypto_secretbox_open_detached",
		Reason: "refuses a forged box on crypto_onetimeauth_poly1305_verify's verdict (crypto_verify_16); " + tagVerdict,
	},
	{
		Impl: "libsodium", Call: "Open", Function: "crypto_aead_chacha20poly1305_ietf_decrypt_detached",
		Reason: "refuses a forged ciphertext on crypto_verify_16's verdict over the computed tag; " + tagVerdict,
	},
	{
		Impl: "libsodium", Call: "Open", Function: "crypto_aead_xchacha20poly1305_ietf_decrypt_detached",
		Reason: "refuses a forged ciphertext on crypto_verify_16's verdict over the computed tag; " + tagVerdict,
	},
	{
		Impl: "tweetnacl", Call: "Open", Function: "naclcmp_tweet_crypto_secretbox_open",
		Reason: "refuses a forged box on crypto_onetimeauth_verify's verdict (crypto_verify_16); " + tagVerdict,
	},
	{
		Impl: "nacl", Call: "Open", Function: "naclcmp_libnacl_crypto_secretbox_xsalsa20poly1305_ref_open",
		Reason: "refuses a forged box on crypto_onetimeauth_poly1305_verify's verdict (crypto_verify_16); " + tagVerdict,
	},
	{
		Impl: "nacl", Call: "Open", Function: "naclcmp_nacl_open",
		Reason: "the binding's glue (cref/nacl/naclglue.c) copies the plaintext out only when NaCl found the box authentic; " + tagVerdict,
	},
	{
		Impl: "libtomcrypt", Call: "Open", Function: "naclcmp_tc_aead_open",
		Reason: "the binding's glue (cref/tomcrypt/naclcmp_tomcrypt.c) wipes the plaintext, which libtomcrypt decrypts before the tag " +
			"can be checked, when mem_neq found the computed and the received tag different; " + tagVerdict,
	},
	{
		// OpenSSL's providers are static functions of a stripped library:
		// the entries are offsets in Debian's libcrypto.so.3 3.0.22-1~deb12u2
		// (amd64). Another build moves them, and the finding then stands
		// until someone checks it again.
		Impl: "openssl", Call: "Open", Function: "libcrypto.so.3+0x301385",
		Reason: "the conditional jump right after the ChaCha20-Poly1305 provider's call to CRYPTO_memcmp of the computed and " +
			"the received tag (disassembly of libcrypto 3.0.22-1~deb12u2, amd64); " + tagVerdict,
	},
	{
		Impl: "openssl", Call: "ScalarMult", Function: "libcrypto.so.3+0x31cdd7",
		Reason: "ecx_derive (providers/implementations/exchange/ecx_exch.c, named by the error it raises there) branches on " +
			"ossl_x25519's result, a CRYPTO_memcmp of the shared point with zero: OpenSSL refuses low-order peer points on purpose, " +
			"and with a clamped scalar a zero result is a property of the public point (disassembly of libcrypto 3.0.22-1~deb12u2, amd64)",
	},
}

// declassify splits the findings of one call into those that stand and
// those a Declassification explains.
func declassify(impl, call string, findings []Finding) (stand []Finding, set []Declassified) {
next:
	for _, f := range findings {
		if len(f.Stack) > 0 && strings.HasPrefix(f.Kind, branchKind) {
			fn := frameID(f.Stack[0])
			for _, d := range Declassifications {
				if d.Impl == impl && (d.Call == "" || d.Call == call) && d.Function == fn {
					set = append(set, Declassified{Finding: f, Reason: d.Reason})
					continue next
				}
			}
		}
		stand = append(stand, f)
	}
	return stand, set
}

// ByDesign maps an operation to what its algorithm does on purpose that a
// constant-time check reports: a finding there is the algorithm's
// documented trade-off, not a bug of the library. The finding still stands
// as reported (a secret-dependent memory index is never declassified);
// the note says why it is expected. The outputs print it under the
// verdicts of the operation.
var ByDesign = map[string]string{
	"pwhash/argon2id": "Argon2id indexes memory by data from the second half of its first pass on (RFC 9106, Section 3.4.1.3: " +
		"\"data-dependent addressing\"), on purpose, to resist time-memory trade-offs: a reference block is chosen from a " +
		"block computed from the password, so valgrind reports a memory index that depends on the secret, and a cache-timing " +
		"attacker can learn about it. That is Argon2id's documented trade-off, not a bug; Argon2i, whose addressing depends " +
		"only on public parameters, is the variant without it.",
}

// DesignNotes returns the ByDesign notes of the operations of ops, in the
// order of ops, each once, as "op: why".
func DesignNotes(ops []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, op := range ops {
		if why, ok := ByDesign[op]; ok && !seen[op] {
			seen[op] = true
			out = append(out, op+": "+why)
		}
	}
	return out
}
