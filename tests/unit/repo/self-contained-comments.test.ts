import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// A comment states its rule and why, in the repository's own words: a reader has no specification,
// design note or issue tracker beside the code, so a pointer to one ("SPEC §2", "issue #13",
// "quoting-domain §3.4") tells them nothing, and goes stale when the document moves on. This holds
// for every text file of the repository, comments, test names and messages alike.

const ROOT = resolve(import.meta.dirname, '../../..')
const SELF = relative(ROOT, import.meta.filename)
/** The fixtures' own third-party text and the demo's models are not ours to word. */
const SKIPPED_PATHS = ['tests/fixtures/', 'demo/models/']
const TEXT = /\.(?:[cm]?[jt]sx?|css|html|md|json|sh|ya?ml)$|(?:^|\/)\.?[\w-]+$/

const CITATIONS: [RegExp, string][] = [
  [/\bSPEC\b/, 'the specification'],
  [/\bthe spec(?:'|’)s\b/i, 'the specification'],
  [/§/, 'a section of a document'],
  [/\bissue #\d+/i, 'an issue'],
  [/\bARCHITECTURE\b/, 'the design document'],
  [/quoting-domain|preview-notes|admin-template|quote-decisions|known-limitations/, 'a reference note'],
  [/\.\.\/shared\/|\/work\/shared/, 'the shared folder outside the repository'],
]

/** The repository's own files: tracked, or new and not ignored (data folders and build output are ignored). */
function textFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return listed
    .split('\0')
    .filter((file) => file && TEXT.test(file) && !file.endsWith('package-lock.json'))
    .filter((file) => !SKIPPED_PATHS.some((skipped) => file.startsWith(skipped)) && existsSync(resolve(ROOT, file)))
}

describe('comments state their rule', () => {
  it('no file cites a document outside the repository', () => {
    const files = textFiles().filter((f) => f !== SELF)
    expect(files.length).toBeGreaterThan(500)
    const found: string[] = []
    for (const file of files) {
      readFileSync(resolve(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, at) => {
          for (const [pattern, what] of CITATIONS)
            if (pattern.test(line)) found.push(`${file}:${at + 1} cites ${what}: ${line.trim().slice(0, 120)}`)
        })
    }
    expect(found).toEqual([])
  })
})
