// The elements' attribute docs, from their one declaration (src/app/roots/element-attributes.ts):
// the runtime specs give names, kinds, values and defaults; the declaration's source gives each
// attribute's JSDoc and a JSON attribute's property type. The build puts them into the manifest
// and the README's attribute list; a unit test holds both to the declaration.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'esbuild'
import * as prettier from 'prettier'
import ts from 'typescript'

const DECLARATION = 'src/app/roots/element-attributes.ts'
const START = '<!-- element-attributes:start -->'
const END = '<!-- element-attributes:end -->'

const kebab = (property) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const quoted = (values) => values.map((v) => `'${v}'`).join(' | ')

/** The runtime declaration (ELEMENT_ATTRIBUTES), bundled for Node. */
export async function loadDeclared(root) {
  const { outputFiles } = await build({
    entryPoints: [resolve(root, DECLARATION)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  })
  const code = Buffer.from(outputFiles[0].text).toString('base64')
  return (await import(`data:text/javascript;base64,${code}`)).ELEMENT_ATTRIBUTES
}

/** Per tag, per property: `{ doc, jsonType }` read from the declaration's source. */
export function readDocs(root) {
  const file = resolve(root, DECLARATION)
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true)
  const docs = {}
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'ELEMENT_ATTRIBUTES') {
      for (const element of node.initializer.properties) {
        const tag = element.name.text
        docs[tag] = {}
        for (const attr of element.initializer.properties) {
          const jsDoc = ts.getJSDocCommentsAndTags(attr).find(ts.isJSDoc)
          const call = attr.initializer
          docs[tag][attr.name.getText()] = {
            doc: ts.getTextOfJSDocComment(jsDoc?.comment)?.replace(/\s*\n\s*/g, ' ') ?? '',
            jsonType: call.typeArguments?.[0]?.getText(),
          }
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return docs
}

function attributeType(spec) {
  if (spec.kind === 'enum') return quoted(spec.values)
  if (spec.kind === 'bool') return quoted(['true', 'false'])
  return spec.kind === 'number' ? 'number' : 'string'
}

function propertyType(spec, jsonType) {
  const extra = { bool: ' | boolean', number: ' | number', json: ` | ${jsonType}` }[spec.kind] ?? ''
  return `string${extra} | undefined`
}

const defaultText = (spec) => (typeof spec.default === 'string' ? `'${spec.default}'` : String(spec.default))

/** The manifest's `attributes` and property `members` of one element. */
function manifestEntries(specs, docs) {
  const attributes = []
  const fields = []
  for (const [property, spec] of Object.entries(specs)) {
    const { doc, jsonType } = docs[property]
    const name = kebab(property)
    const fallback = spec.default === undefined ? {} : { default: defaultText(spec) }
    attributes.push({ name, type: { text: attributeType(spec) }, description: doc, ...fallback, fieldName: property })
    const asValue = spec.kind === 'json' ? '; also takes the value itself, reflected as JSON' : ''
    fields.push({
      kind: 'field',
      name: property,
      type: { text: propertyType(spec, jsonType) },
      description: `${doc} Reflects \`${name}\`${asValue}.`,
      attribute: name,
      reflects: true,
    })
  }
  return { attributes, fields }
}

/** Fills each element of an analyzer manifest with its declared attributes and properties. */
export function withAttributes(manifest, declared, docs) {
  for (const declaration of manifest.modules.flatMap((m) => m.declarations ?? [])) {
    const specs = declaration.tagName && declared[declaration.tagName]
    if (!specs) continue
    const { attributes, fields } = manifestEntries(specs, docs[declaration.tagName])
    declaration.attributes = attributes
    declaration.members = [...fields, ...(declaration.members ?? [])]
  }
  return manifest
}

const README_VALUES = {
  enum: (spec) => spec.values.map((v) => `\`${v}\``).join(', '),
  bool: () => '`true` / `false`',
  number: () => 'a number',
  json: () => 'or the value itself as a property',
}

/** The README's attribute list: per element, each attribute with its values, default and doc. */
function attributeList(declared, docs) {
  return Object.entries(declared)
    .map(([tag, specs]) => {
      const items = Object.entries(specs).map(([property, spec]) => {
        const values = README_VALUES[spec.kind]?.(spec)
        const fallback = spec.default === undefined || spec.default === '' ? '' : `default \`${spec.default}\``
        const notes = [values, fallback].filter(Boolean).join('; ')
        return `- \`${kebab(property)}\`${notes ? ` (${notes})` : ''}: ${docs[tag][property].doc}`
      })
      return [`\`<${tag}>\`:`, '', ...items].join('\n')
    })
    .join('\n\n')
}

/** README.md with its attribute list (between the markers) replaced by `list`. */
function withAttributeList(readme, list) {
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} section`)
  return `${readme.slice(0, start + START.length)}\n\n${list}\n\n${readme.slice(end)}`
}

/** README.md as it should read: its attribute list from the declaration, formatted like the rest. */
export async function readmeWithAttributes(root, declared, docs) {
  const file = resolve(root, 'README.md')
  const options = { ...(await prettier.resolveConfig(file)), filepath: file }
  return prettier.format(withAttributeList(readFileSync(file, 'utf8'), attributeList(declared, docs)), options)
}
