'use strict';
// version reads an installed package's version from its package.json, so
// that reports name the code that really ran.
const fs = require('node:fs');
const path = require('node:path');

function packageVersion(pkg) {
  const file = path.join(__dirname, '..', 'node_modules', ...pkg.split('/'), 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

module.exports = { packageVersion };
