'use strict';
// argon2Cost decodes the cost argument of a pwhash call: four big-endian
// 32-bit words, the tag length, passes (t), memory in KiB (m) and lanes
// (p). naclcmp has checked each against RFC 9106 and the package's limits
// before sending it, so every value fits the package's 32-bit parameters.
function argon2Cost(b) {
  if (b.length !== 16) {
    throw new Error(`cost: want 16 bytes, got ${b.length}`);
  }
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { tagLength: v.getUint32(0), passes: v.getUint32(4), memoryKiB: v.getUint32(8), lanes: v.getUint32(12) };
}

module.exports = { argon2Cost };
