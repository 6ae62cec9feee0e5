'use strict';
// lastKey keeps the object a library builds from a key's bytes for the
// last key used, as a caller holding a key pair keeps it: signing or
// verifying repeatedly with one key then times the signature, not the
// key's parsing, which the keypair call times. release, if given, frees
// a replaced object (WebAssembly memory).
function lastKey(build, release) {
  let bytes = null;
  let obj = null;
  return (key) => {
    if (bytes === null || Buffer.compare(bytes, key) !== 0) {
      const next = build(key);
      if (obj !== null && release) {
        release(obj);
      }
      bytes = Uint8Array.from(key);
      obj = next;
    }
    return obj;
  };
}

module.exports = { lastKey };
