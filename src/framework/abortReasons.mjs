/**
 * Next 16 and React abort an AbortController at the end of every render, with an Error as the reason
 * ("This render completed successfully…", a prerender's interrupt). V8 keeps an Error's stack as raw
 * frames until something reads `.stack`, and those frames hold the closures of the render that made
 * it: the whole page (its HTML and RSC payload) stays reachable as long as the signal does, which for
 * some signals is for ever. Under addresses nobody asked before (crawlers, new searches) the server
 * grew by a page per URL (vercel/next.js#96279, #97434, #97899). Reading `.stack` when the Error becomes
 * a reason turns the frames into a string and lets the render go; the message and stack stay intact.
 * Loaded first by scripts/server.mjs. Drop it once Next and React no longer keep such reasons
 * (see src/framework/README.md).
 */
export function releaseAbortReasonFrames(Controller = globalThis.AbortController) {
  const abort = Controller.prototype.abort
  if (abort.releasesReasonFrames) return
  const patched = function (reason) {
    if (reason instanceof Error) void reason.stack
    return abort.call(this, reason)
  }
  patched.releasesReasonFrames = true
  Controller.prototype.abort = patched
}
