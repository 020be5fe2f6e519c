import { setImmediate as tick } from 'node:timers/promises'
import v8 from 'node:v8'
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { releaseAbortReasonFrames } from '../../src/framework/abortReasons.mjs'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/**
 * A render as Next and React end one: something big (the page) is reachable from the frame that
 * aborts the render's controller with an Error; only the signal outlives the render.
 */
function renderAndAbort(Controller: typeof AbortController) {
  const page = { html: 'x'.repeat(1_000_000) }
  const controller = new Controller()
  const render = { page, finish: () => controller.abort(new Error('This render completed successfully.')) }
  render.finish.call(render)
  return { signal: controller.signal, page: new WeakRef(page) }
}

async function stillHeld(Controller: typeof AbortController) {
  const { signal, page } = renderAndAbort(Controller)
  await tick()
  gc()
  await tick()
  gc()
  expect((signal.reason as Error).message).toBe('This render completed successfully.')
  return page.deref() !== undefined
}

describe('an abort reason does not keep the render that made it (src/framework/abortReasons.mjs)', () => {
  it('V8 keeps what an unread Error stack frame references for as long as the signal lives', async () => {
    // The assumption the fix rests on: if this no longer holds, the fix can go (src/framework/README.md).
    expect(await stillHeld(class extends AbortController {})).toBe(true)
  })

  it('with the fix, the signal keeps its reason (message and stack) and the render is collected', async () => {
    const Controller = class extends AbortController {}
    releaseAbortReasonFrames(Controller)
    expect(await stillHeld(Controller)).toBe(false)
    const controller = new Controller()
    controller.abort(new Error('stopped'))
    expect((controller.signal.reason as Error).stack).toMatch(/^Error: stopped\n\s+at /)
  })

  it('is applied once, and leaves reasons that are not errors as they are', () => {
    const Controller = class extends AbortController {}
    releaseAbortReasonFrames(Controller)
    const once = Controller.prototype.abort
    releaseAbortReasonFrames(Controller)
    expect(Controller.prototype.abort).toBe(once)
    const controller = new Controller()
    controller.abort('a string')
    expect(controller.signal.reason).toBe('a string')
  })
})
