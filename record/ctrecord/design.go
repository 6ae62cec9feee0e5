package ctrecord

// ByDesign maps an operation to what its algorithm does on purpose that a
// constant-time check reports: a finding there is the algorithm's
// documented trade-off, not a bug of the library. The finding still
// stands as reported (a secret-dependent memory index is never
// declassified); the note says why it is expected. A note is the
// operation's, not a library's: the outputs print it under the verdicts
// of the operation, whichever libraries they cover (Argon2id's, one
// reason for libsodium and libargon2).
var ByDesign = map[string]string{
	"pwhash/argon2id": "Argon2id indexes memory by data from the second half of its first pass on (RFC 9106, Section 3.4.1.3: " +
		"\"data-dependent addressing\"), on purpose, to resist time-memory trade-offs: a reference block is chosen from a " +
		"block computed from the password, so valgrind reports a memory index that depends on the secret (and a branch of " +
		"that addressing: whether the reference block is in the same lane, in libsodium's fill_segment and in index_alpha " +
		"of libargon2, the reference code libsodium's Argon2 derives from), and a cache-timing attacker can learn about it. " +
		"That is Argon2id's documented trade-off, not a bug; Argon2i, whose addressing depends only on public parameters, " +
		"is the variant without it.",
	"secretstream/xchacha20poly1305": "Pull decrypts the message's tag and rekeys when it has the REKEY bit " +
		"(crypto_secretstream_xchacha20poly1305_pull), as Push did for the same message: receiver and sender must rekey at the " +
		"same place. The tag is encrypted, so valgrind rightly reports a branch on secret data, and the time Pull takes tells " +
		"whether a message carried REKEY. That one bit of the tag, not the key or the message, is what the design gives away; " +
		"the finding stands. Pull's other branch, on the tag verdict, is declassified.",
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
