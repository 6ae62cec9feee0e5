package ct

import (
	"slices"
	"strings"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

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
	// Function is the innermost frame's function name (for a stripped
	// library, as its static archive names it, see names.go), or for code
	// nothing names its offset in the library file
	// ("libcrypto.so.3+0x31b037", see frameID), which pins the entry to one
	// build of the library.
	Function string
	// Places is how many places (conditional jumps) in Function were read
	// and are explained by Reason, such as a function's two assertions;
	// zero means one. A report at any further place in the function stands.
	Places int
	Reason string
}

// branchKind is how memcheck's report of a secret-dependent branch begins.
const branchKind = "Conditional jump or move depends on uninitialised value"

// tagVerdict is why a branch on a tag comparison's verdict is no leak.
const tagVerdict = "whether a box or ciphertext is authentic is public by design: Open returns it to the caller, " +
	"and the comparison that computes it runs without branches"

// Declassifications lists the known by-design branches. Each was found by
// `naclcmp ct --valgrind` and checked by reading the code (or, for a
// stripped library, the disassembly of its static archive's object) at the
// reported place.
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
		Impl: "libsodium", Call: "Open", Function: "crypto_aead_aes256gcm_decrypt_detached_afternm",
		Reason: "refuses a forged ciphertext, before decrypting it, when the computed tag XOR the received one, its 16 bytes " +
			"ORed together without branches in an SSE register, is not zero (libsodium 1.0.18's AES-NI code, read in the " +
			"disassembly of libsodium.a's aead_aes256gcm_aesni.o): a branch on the public tag verdict; " + tagVerdict,
	},
	{
		// The other branch of this function, on the decrypted tag's REKEY
		// bit, stands (see ByDesign).
		Impl: "libsodium", Call: "Pull", Function: "crypto_secretstream_xchacha20poly1305_pull",
		Reason: "refuses a forged message on sodium_memcmp's verdict over the computed and the received tag, before decrypting it: " +
			"a branch on the public tag verdict; " + tagVerdict,
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
	// OpenSSL's providers are static functions of the stripped
	// libcrypto.so.3: their names come from libcrypto.a where the
	// function's whole object matches the library byte for byte (names.go),
	// and each branch was read in that object's disassembly (objdump -dr,
	// whose relocations name the calls) for libcrypto 3.0.19-1~deb12u2,
	// amd64.
	{
		Impl: "openssl", Call: "ScalarMult", Function: "ecx_derive",
		Reason: "ecx_derive (providers/implementations/exchange/ecx_exch.c) refuses the derivation when ossl_x25519 returns 0, " +
			"which ossl_x25519 computes as a CRYPTO_memcmp of the shared point with zero: this is a branch on the public all-zero " +
			"check of the X25519 result. OpenSSL refuses low-order peer points on purpose, and with a clamped scalar an " +
			"all-zero result is a property of the public point, not of the scalar",
	},
	{
		Impl: "openssl", Call: "Open", Function: "chacha20_poly1305_aead_cipher",
		Reason: "the ChaCha20-Poly1305 provider's final call (providers/implementations/ciphers/cipher_chacha20_poly1305_hw.c) " +
			"refuses a forged ciphertext on CRYPTO_memcmp's verdict over the computed and the received tag: a branch on the " +
			"public tag verdict; " + tagVerdict,
	},
	{
		Impl: "openssl", Call: "Open", Function: "gcm_cipher_internal",
		Reason: "the GCM provider's final call (providers/implementations/ciphers/ciphercommon_gcm.c) refuses a forged ciphertext " +
			"when the hardware table's cipherfinal fails; for AES-GCM that is ossl_gcm_cipher_final, which turns " +
			"CRYPTO_gcm128_finish's CRYPTO_memcmp of the computed and the received tag into 0 or 1 without a branch: a branch " +
			"on the public tag verdict; " + tagVerdict,
	},
	{
		Impl: "nettle", Call: "Open", Function: "naclcmp_nettle_aead_open",
		Reason: "the binding's glue (cref/nettle/naclcmp_nettle.c) zeroes the plaintext and returns MISMATCH only when memeql_sec " +
			"found the tags different; " + tagVerdict,
	},
	// Debian's libhogweed 3.8.1 keeps its assert()s (and, through
	// assert_maybe, the extra ones). Each entry below is the conditional
	// jump to __assert_fail of one assertion on a carry or an index that
	// Nettle's arithmetic makes hold for every input, checked in the
	// disassembly of libhogweed.so.6.6 (amd64): the jump goes the same way
	// whatever the secret, so it tells nothing of it (it would abort the
	// process on an arithmetic bug).
	{
		Impl: "nettle", Function: "_nettle_ecc_mod_add",
		Reason: "assert (cy == 0) after mpn_add_n and two mpn_cnd_add_n (ecc-mod-arith.c); " + nettleAssert,
	},
	{
		Impl: "nettle", Function: "_nettle_ecc_mod_sub",
		Reason: "assert (cy == 0) after mpn_sub_n and two mpn_cnd_sub_n (ecc-mod-arith.c); " + nettleAssert,
	},
	{
		Impl: "nettle", Function: "_nettle_ecc_mod_addmul_1", Places: 2,
		Reason: "assert (hi <= 1) and assert (hi == 0) on the carries of mpn_addmul_1 and mpn_cnd_add_n (ecc-mod-arith.c); " + nettleAssert,
	},
	{
		Impl: "nettle", Function: "_nettle_sec_tabselect",
		Reason: "assert (k < tn), the index of the table entry selected; the selection itself reads every entry through a mask " +
			"(sec-tabselect.c); " + nettleAssert,
	},
	{
		Impl: "nettle", Call: "Sign", Function: "_nettle_eddsa_sign", Places: 2,
		Reason: "the two assertions on the carries of the final reduction of S mod q (mpn_submul_1, then mpn_cnd_add_n; eddsa-sign.c); " +
			nettleAssert,
	},
	{
		// A static function, named from libhogweed.a (names.go).
		Impl: "nettle", Call: "Sign", Function: "ecc_curve25519_modq", Places: 2,
		Reason: "the two assert (cy < 2) after each mpn_submul_1 of the reduction mod q (ecc-curve25519.c, lines 92 and 98); " +
			nettleAssert,
	},
	{
		Impl: "botan", Call: "Open", Function: "Botan::ChaCha20Poly1305_Decryption::finish",
		Reason: "throws Invalid_Authentication_Tag on the verdict of ct_compare_u8 over the computed and the received tag " +
			"(modes/aead/chacha20poly1305; the jne right after the call in Debian's libbotan-2 2.19.3, amd64); " + tagVerdict,
	},
	{
		Impl: "botan", Call: "Open", Function: "Botan::GCM_Decryption::finish",
		Reason: "throws Invalid_Authentication_Tag on the verdict of ct_compare_u8 over the computed and the received tag " +
			"(modes/aead/gcm; the jne right after the call in Debian's libbotan-2 2.19.3, amd64); " + tagVerdict,
	},
	{
		// libgcrypt is stripped too: its static functions are named from
		// libgcrypt.a (names.go); read in Debian's 1.10.1-3 (amd64).
		Impl: "libgcrypt", Call: "Open", Function: "_gcry_cipher_poly1305_tag.part.0",
		Reason: "the sign test (js) on the OR of the byte differences of the computed and the received tag that buf_eq_const " +
			"builds without branches, inlined in gcry_cipher_checktag's ChaCha20-Poly1305 path, choosing 0 or GPG_ERR_CHECKSUM " +
			"(disassembly of libgcrypt 1.10.1-3, amd64); " + tagVerdict,
	},
	{
		Impl: "libgcrypt", Call: "Open", Function: "_gcry_cipher_gcm_tag.part.0",
		Reason: "the sign test (js) after the branchless byte loop of buf_eq_const over the computed and the received tag, " +
			"inlined in gcry_cipher_checktag's GCM path, choosing 0 or GPG_ERR_CHECKSUM (10) (disassembly of libgcrypt 1.10.1-3, amd64); " +
			tagVerdict,
	},
	{
		Impl: "wolfssl", Call: "Open", Function: "wc_ChaCha20Poly1305_CheckTag",
		Reason: "sets its result (0 or MAC_CMP_FAILED_E) from ConstantCompare of the computed and the received tag; " + tagVerdict,
	},
	{
		Impl: "wolfssl", Call: "Open", Function: "wc_AesGcmDecryptFinal",
		Reason: "returns AES_GCM_AUTH_E on ConstantCompare's verdict over the computed and the received tag; " + tagVerdict,
	},
	{
		Impl: "wolfssl", Call: "Open", Function: "xaead",
		Reason: "the binding's glue (cref/wolfssl/naclcmp_wolfssl.c) turns wc_XChaCha20Poly1305_Decrypt's MAC_CMP_FAILED_E, " +
			"its ConstantCompare verdict, into a mismatch; " + tagVerdict,
	},
	{
		Impl: "wolfssl", Call: "Open", Function: "naclcmp_wc_aead_open",
		Reason: "the binding's glue (cref/wolfssl/naclcmp_wolfssl.c) zeroes the plaintext when the tag did not match; " + tagVerdict,
	},
}

// nettleAssert is why an assertion of Nettle's arithmetic leaks nothing.
const nettleAssert = "the condition holds for every input, so the branch to __assert_fail is never taken and its direction does " +
	"not depend on the secret (disassembly of Debian's libhogweed 3.8.1, amd64)"

// declassify splits the findings of one call into those that stand and
// those a Declassification explains. An entry explains as many places per
// call as were read (Places, usually one): when frames carry their place
// (the offset that names.go's frames keep), a report at a further place in
// the same function stands, so that naming a function for its tag check
// cannot hide a new secret-dependent branch elsewhere in it.
func declassify(impl, call string, findings []ctrecord.Finding) (stand []ctrecord.Finding, set []ctrecord.Declassified) {
	places := map[int][]string{} // entry → the innermost frames it explained
next:
	for _, f := range findings {
		if len(f.Stack) > 0 && strings.HasPrefix(f.Kind, branchKind) {
			fn := frameID(f.Stack[0])
			for i, d := range Declassifications {
				if d.Impl != impl || (d.Call != "" && d.Call != call) || d.Function != fn {
					continue
				}
				if !slices.Contains(places[i], f.Stack[0]) {
					if len(places[i]) >= max(d.Places, 1) {
						continue // every place this entry explains is taken
					}
					places[i] = append(places[i], f.Stack[0])
				}
				set = append(set, ctrecord.Declassified{Finding: f, Reason: d.Reason})
				continue next
			}
		}
		stand = append(stand, f)
	}
	return stand, set
}
