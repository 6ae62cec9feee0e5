'use strict';
// lastKey keeps the object a library builds from a key's bytes for the
// last key used, as a caller holding a key pair keeps it: signing or
// verifying repeatedly with one key then times the signature, not the
// key's parsing, which the keypair call times. release, if given, frees
// a replaced object (WebAssembly memory).
//
// It serves node (require) and a page (a script tag, where it sets
// globalThis.naclcmpLastKey), so it uses nothing of either host.
(function (root, factory) {
  if (typeof module === 'object' && module.exports) {
    module.exports = factory();
  } else {
    root.naclcmpLastKey = factory();
  }
})(globalThis, () => {
  // same compares two keys' bytes (32 or 64 of them: a loop is as quick
  // as a call out to a host's comparison).
  const same = (a, b) => {
    if (a.length !== b.length) {
      return false;
    }
    for (let i = 0; i < a.length; i++) {
      if (a[i] !== b[i]) {
        return false;
      }
    }
    return true;
  };

  function lastKey(build, release) {
    let bytes = null;
    let obj = null;
    return (key) => {
      if (bytes === null || !same(bytes, key)) {
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

  return { lastKey };
});
