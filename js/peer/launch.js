'use strict';
// launch.js starts a headless browser for browser.js: in a process group
// of its own, on a temporary profile that it removes when the browser is
// gone, and under setpriv (util-linux), where there is one, so that the
// browser is sent SIGKILL when browser.js dies without cleaning up
// (naclcmp's SIGKILL of a hung host); the profile left then is removed by
// the next browser's start (sweep), once no process owns it.

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// browsers says how to run each browser headless on a profile of its own.
const browsers = {
  chromium: (profile, url) => [
    '--headless',
    // Chromium's sandbox refuses to run as root; a page of ours on
    // loopback is all it loads.
    ...(process.getuid && process.getuid() === 0 ? ['--no-sandbox'] : []),
    `--user-data-dir=${profile}`,
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-extensions',
    '--disable-sync',
    '--disable-component-update',
    '--disable-background-networking',
    // A headless page counts as hidden: without these its timers and
    // tasks may be throttled in the middle of a timing.
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
    // The first page opens every other (window.open), unasked by a user.
    '--disable-popup-blocking',
    url,
  ],
  firefox: (profile, url) => ['--headless', '--no-remote', '--profile', profile, url],
};

// firefoxPrefs keep a fresh Firefox profile quiet: no first-run pages, no
// update or telemetry traffic while the page is measured, and no work at
// start-up for features a page of ours never uses (safe browsing lists,
// add-on scopes, a preloaded new tab, session restore, the disk cache).
// These cut a start from about 10 to 8.6 s of CPU on a two-core
// machine.
const firefoxPrefs = [
  'user_pref("browser.shell.checkDefaultBrowser", false);',
  'user_pref("browser.startup.homepage_override.mstone", "ignore");',
  'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
  'user_pref("toolkit.telemetry.enabled", false);',
  'user_pref("app.update.enabled", false);',
  'user_pref("extensions.update.enabled", false);',
  'user_pref("browser.safebrowsing.update.enabled", false);',
  'user_pref("network.captive-portal-service.enabled", false);',
  'user_pref("network.connectivity-service.enabled", false);',
  'user_pref("browser.newtab.preload", false);',
  'user_pref("browser.newtabpage.enabled", false);',
  'user_pref("dom.ipc.processPrelaunch.enabled", false);',
  'user_pref("dom.ipc.processCount", 1);',
  'user_pref("browser.safebrowsing.malware.enabled", false);',
  'user_pref("browser.safebrowsing.phishing.enabled", false);',
  'user_pref("browser.safebrowsing.downloads.enabled", false);',
  'user_pref("extensions.systemAddon.update.enabled", false);',
  'user_pref("extensions.getAddons.cache.enabled", false);',
  'user_pref("media.gmp-manager.updateEnabled", false);',
  'user_pref("browser.search.update", false);',
  'user_pref("browser.pagethumbnails.capturing_disabled", true);',
  'user_pref("toolkit.startup.max_resumed_crashes", -1);',
  'user_pref("browser.sessionstore.resume_from_crash", false);',
  'user_pref("browser.cache.disk.enable", false);',
  'user_pref("extensions.enabledScopes", 5);',
  'user_pref("extensions.autoDisableScopes", 0);',
  // The first page opens every other (window.open), unasked by a user.
  'user_pref("dom.disable_open_during_load", false);',
  'user_pref("dom.popup_maximum", 1000);',
  '',
].join('\n');

// ownerFile, in a profile, holds the process id of the browser.js that
// made it.
const ownerFile = 'naclcmp-owner';

// sweep removes the profiles of earlier peers whose browser.js is gone
// without removing them (killed with SIGKILL, when naclcmp ended a hung
// peer): their browsers died with them (setpriv), so nothing uses them.
function sweep() {
  let names;
  try {
    names = fs.readdirSync(os.tmpdir());
  } catch (e) {
    return;
  }
  for (const name of names) {
    if (!/^naclcmp-(chromium|firefox)-[A-Za-z0-9]+$/.test(name)) {
      continue;
    }
    const dir = path.join(os.tmpdir(), name);
    let owner;
    try {
      owner = Number(fs.readFileSync(path.join(dir, ownerFile), 'utf8'));
    } catch (e) {
      continue; // not ours to judge, or being made right now
    }
    if (!Number.isSafeInteger(owner) || owner <= 0 || owner === process.pid) {
      continue;
    }
    try {
      process.kill(owner, 0);
      continue; // its owner runs
    } catch (e) {
      if (e.code !== 'ESRCH') {
        continue;
      }
    }
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch (e) {
      // Left for the next sweep.
    }
  }
}

// launch starts browser kind (binary) on url, and returns what ends it:
// kill (the group, at once, for the last resort on exit) and finish
// (kill, wait briefly for the group to go, since SIGKILL is delivered
// asynchronously and a dying browser still writes its profile, remove the
// profile, then call done). exited is called when the browser exits by
// itself, with how and the last lines of its stderr.
function launch(kind, binary, url, exited) {
  sweep();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), `naclcmp-${kind}-`));
  fs.writeFileSync(path.join(profile, ownerFile), String(process.pid));
  if (kind === 'firefox') {
    fs.writeFileSync(path.join(profile, 'user.js'), firefoxPrefs);
  }
  const args = browsers[kind](profile, url);
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((f) => fs.existsSync(f));
  const [cmd, argv] = setpriv ? [setpriv, ['--pdeathsig', 'KILL', '--', binary, ...args]] : [binary, args];
  const child = spawn(cmd, argv, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderrTail = '';
  let ending = false;
  child.stderr.on('data', (d) => {
    stderrTail = (stderrTail + d).slice(-2000);
  });
  const last = () => stderrTail.trim().split('\n').slice(-3).join(' | ');
  child.on('error', (e) => {
    if (!ending) {
      exited(`${binary}: ${e.message}`);
    }
  });
  child.on('exit', (code, sig) => {
    if (!ending) {
      exited(`${kind} exited (${sig || code}); its last output: ${last()}`);
    }
  });
  const kill = () => {
    ending = true;
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch (e) {
        // The group is gone already.
      }
    }
  };
  const removeProfile = () => {
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
    } catch (e) {
      process.stderr.write(`cannot remove the profile ${profile}: ${e.message}\n`);
    }
  };
  const groupGone = () => {
    try {
      process.kill(-child.pid, 0);
      return false;
    } catch (e) {
      return e.code === 'ESRCH';
    }
  };
  let removed = false;
  const finish = (done) => {
    kill();
    const began = Date.now();
    const wait = () => {
      if (child.pid === undefined || groupGone() || Date.now() - began > 3000) {
        removeProfile();
        removed = true;
        done();
        return;
      }
      setTimeout(wait, 20);
    };
    wait();
  };
  const cleanup = () => {
    kill();
    if (!removed) {
      removed = true;
      removeProfile();
    }
  };
  return { finish, cleanup };
}

module.exports = { launch, browsers };
