import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

type VnuMessage = { type: string; url: string; message: string; lastLine?: number; extract?: string }

/**
 * The W3C Nu HTML Checker (npm `vnu-jar`, run by the machine's Java: `JAVA` or `java` on the path) over
 * pages by name, in one run. Returns every error as "name (line n): message · extract"; none is valid.
 */
export async function htmlErrors(pages: { name: string; html: string }[]): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'))
  try {
    const files = await Promise.all(
      pages.map(async (page, i) => {
        const file = path.join(dir, `${i}.html`)
        await writeFile(file, page.html)
        return file
      }),
    )
    const { stderr } = await promisify(execFile)(
      process.env.JAVA ?? 'java',
      ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
    return messages.map((m) => {
      const name = pages[Number(path.basename(decodeURIComponent(m.url), '.html'))]?.name ?? m.url
      return `${name} (line ${m.lastLine ?? '?'}): ${m.message} · ${m.extract?.trim() ?? ''}`
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Headings that go down more than one level from the heading before them (h1 then h3), by the order they appear. */
export function skippedHeadings(html: string): string[] {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1]))
  return levels.flatMap((level, i) => (i > 0 && level > levels[i - 1] + 1 ? [`h${levels[i - 1]} → h${level}`] : []))
}

/** Field groups with no name for assistive technology: a `<fieldset>` whose first child is not its `<legend>`. */
export function fieldsetsWithoutLegend(html: string): string[] {
  return [...html.matchAll(/<fieldset\b[^>]*>(?!\s*<legend\b)/gi)].map((m) => m[0])
}
