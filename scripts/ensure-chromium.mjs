// Browser tests use Debian's Chromium. Install it when it is missing and we may (root with apt-get);
// otherwise explain what to install. Nothing here downloads a browser build of its own.
import { execFileSync } from 'node:child_process';
import { chromiumPath, hasChromium } from './chromium.mjs';

if (!hasChromium()) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Chromium not found at ${chromiumPath()}. Install it: sudo apt-get install chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium ...');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
console.log(`Chromium: ${chromiumPath()}`);
