import type { AttributeMap } from '../src/lib/attribute-spec.ts'

export type Declared = Readonly<Record<string, AttributeMap>>
export type Docs = Record<string, Record<string, { doc: string; jsonType?: string }>>
interface Manifest {
  modules: { declarations?: { tagName?: string; attributes?: unknown[]; members?: unknown[] }[] }[]
}

export function loadDeclared(root: string): Promise<Declared>
export function readDocs(root: string): Docs
export function withAttributes<M extends Manifest>(manifest: M, declared: Declared, docs: Docs): M
export function readmeWithAttributes(root: string, declared: Declared, docs: Docs): Promise<string>
