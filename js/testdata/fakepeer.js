'use strict';
// fakepeer.js misbehaves on purpose, for the tests of the Go side of the
// protocol. Its first argument picks how:
//   echo      greets, then answers each call with its arguments as outputs
//   hang      greets, then reads requests and never answers
//   crash     greets, then on the first request writes to stderr and exits 3
//   fail      greets, then answers each call with an error, as a library
//             that throws
//   die       greets, then is killed (SIGKILL) before any request
//   mute      never greets
//   refuse    greets with an error, as a peer whose package did not load
//   crash-once  the first time (the file named by the second argument is
//             missing: it is created) exits 1 before greeting, as a
//             browser that crashed as it started; then as echo
const readline = require('node:readline');
const fs = require('node:fs');

let mode = process.argv[2];
const send = (o) => process.stdout.write(JSON.stringify(o) + '\n');

if (mode === 'crash-once') {
  const marker = process.argv[3];
  if (!fs.existsSync(marker)) {
    fs.writeFileSync(marker, 'crashed once\n');
    process.stderr.write('fake browser exited (SIGSEGV) as it started\n');
    process.exit(1);
  }
  mode = 'echo';
}

if (mode === 'mute') {
  setInterval(() => {}, 1000);
} else if (mode === 'refuse') {
  send({ hello: { adapter: 'fake', error: 'fake package did not load' } });
} else {
  send({ hello: { adapter: 'fake', package: 'fake', version: '0.0.0', ops: [] } });
  if (mode === 'die') {
    // Once the greeting is out, which the callback of the next write
    // waits for.
    process.stdout.write('', () => process.kill(process.pid, 'SIGKILL'));
  }
  const rl = readline.createInterface({ input: process.stdin });
  rl.on('line', (line) => {
    const req = JSON.parse(line);
    if (mode === 'echo') {
      send({ id: req.id, ok: true, out: req.args || [] });
    } else if (mode === 'fail') {
      send({ id: req.id, error: 'fake call refused' });
    } else if (mode === 'crash') {
      process.stderr.write('fake peer: boom at request ' + req.id + '\n');
      process.exit(3);
    }
  });
  rl.on('close', () => process.exit(0));
}
