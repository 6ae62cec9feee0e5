package matrix

// FamilySealedBox is the sealedbox family (SealedBox in this file).
const FamilySealedBox Family = "sealedbox"

// SealedBox is anonymous public-key encryption in the format of libsodium's
// crypto_box_seal and x/crypto's box.SealAnonymous: the sender draws a
// fresh ephemeral X25519 key pair, and the sealed box is the ephemeral
// public key followed by crypto_box (in Box's combined format) of the
// message from the ephemeral private key to the recipient, under the
// nonce BLAKE2b-192(ephemeral public ‖ recipient public). len(box) =
// len(msg) + Overhead (32 + 16 bytes). The recipient learns nothing of
// the sender, and the sender cannot open its own box.
//
// Sealing is randomised, unlike every other family: the ephemeral key
// comes from the operating system's CSPRNG inside the implementation, so
// two seals of one message differ and no check can compare sealed bytes
// across implementations; what they can compare is that each opens the
// others' boxes. Open is deterministic.
type SealedBox interface {
	// Seal encrypts msg to the recipient's public key into box. It fails
	// where the implementation refuses a low-order public key (libsodium
	// does, as for Box).
	Seal(box, msg, public []byte) error
	// Open decrypts box with the recipient's key pair, public and private
	// (the public key enters the nonce), into msg, len(msg) = len(box) -
	// Overhead. It reports false, with msg zeroed, when box is not
	// authentic under that key pair.
	Open(msg, box, public, private []byte) (bool, error)
}

// The sealedbox family's interface check and catalogue rows (Specs).
var _ = declare(FamilySealedBox, is[SealedBox], []Spec{
	// libsodium's crypto_box_seal: box, under an ephemeral key pair, to the
	// recipient, with the nonce derived from both public keys, so that the
	// sealed box is ephemeral public key ‖ box and 48 bytes longer than the
	// message. It has no nonce or key argument of its own.
	{Family: FamilySealedBox, Primitive: "curve25519xsalsa20poly1305", Title: "sealed box (crypto_box_seal)", Overhead: 48, Public: 32, Private: 32},
})
