/** Browser suite: Debian's Chromium against the built app, the real server and a fresh database. */
declare const _default: import("playwright/test").PlaywrightTestConfig<{}, {}>;
export default _default;
