import { describe, expect, it } from 'vitest'
import { findNode, flattenTree, subtreeIds } from '../../../../src/features/admin/lib/tree.ts'
import { menuFullPaths } from '../../../../src/features/admin/lib/menu-paths.ts'

interface Node {
  id: number
  children: Node[]
}
const n = (id: number, ...children: Node[]): Node => ({ id, children })
const tree = [n(1, n(2, n(3)), n(4)), n(5)]

describe('admin trees', () => {
  it('flattens parents before children, with their depth', () => {
    expect(flattenTree(tree).map(({ node, depth }) => [node.id, depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 1],
      [5, 0],
    ])
  })

  it('lists a node and every descendant (the parents it may not move under)', () => {
    expect([...subtreeIds(tree[0] as Node)].sort()).toEqual([1, 2, 3, 4])
    expect([...subtreeIds(tree[1] as Node)]).toEqual([5])
  })

  it('finds nested nodes and answers undefined for unknown ids', () => {
    expect(findNode(tree, 3)?.id).toBe(3)
    expect(findNode(tree, 9)).toBeUndefined()
  })
})

describe('menu full paths', () => {
  it('joins a child’s relative path to its parent’s and keeps absolute ones', () => {
    const menu = (id: number, path: string, children: never[] = []) =>
      ({ id, path, children }) as unknown as Parameters<typeof menuFullPaths>[0][number]
    const tree = [menu(1, '/quote-config', [menu(2, 'manage'), menu(3, '/elsewhere')] as never[])]
    expect([...menuFullPaths(tree)]).toEqual([
      [1, '/quote-config'],
      [2, '/quote-config/manage'],
      [3, '/elsewhere'],
    ])
  })
})
