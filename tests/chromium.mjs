/**
 * The Chromium the tests and benches drive (Debian's `chromium`; CHROMIUM_PATH to use another) and the
 * flags it needs here: no sandbox as root, no GPU, and none of its own network traffic or first-run work.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
