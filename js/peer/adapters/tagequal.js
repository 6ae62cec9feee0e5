'use strict';
// tagEqual compares a MAC tag with the one computed, in time independent
// of where they differ (node:crypto's timingSafeEqual), for packages that
// have no comparison of their own; tags of different lengths differ.
const { timingSafeEqual } = require('node:crypto');

const tagEqual = (tag, want) => tag.length === want.length && timingSafeEqual(tag, want);

module.exports = { tagEqual };
