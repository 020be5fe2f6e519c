/**
 * After the control that had the focus went away (the item it acted on was removed from a list), the
 * focus goes to the page's main region rather than falling back to the document: a keyboard or
 * screen reader user goes on from the page's content, not from its top.
 */
export function focusMain(): void {
  const main = document.getElementById('main')
  if (!main) return
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus({ preventScroll: true })
}
