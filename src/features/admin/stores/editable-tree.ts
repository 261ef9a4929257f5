import type { CrudCalls } from '../../../lib/api/crud-calls.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { runAction, runDone } from './run-action.ts'
import { createTreeStore, type TreeStore } from './tree-store.ts'

/** A tree the back office edits node by node (departments, menus): each change reloads the whole tree. */
export interface EditableTree<Node, Input> extends TreeStore<Node> {
  /** Creates (`id` null) or saves a node; answers it, or null when refused (the toast says why). */
  save: (id: number | null, body: Input) => Promise<Node | null>
  /** Deletes a node; answers whether the server took it. */
  remove: (id: number) => Promise<boolean>
}

/** The tree loaded by `fetchTree` and changed with `calls`; `added` is the toast of a new node. */
export function createEditableTree<Node, Input>(
  fetchTree: () => Promise<Node[]>,
  calls: CrudCalls<Node, Input>,
  added: MessageKey,
): EditableTree<Node, Input> {
  const tree = createTreeStore(fetchTree)
  return {
    ...tree,
    save: (id, body) =>
      runAction(
        () => (id === null ? calls.create(body) : calls.edit(id, body)),
        id === null ? added : 'admin.saved',
        tree.load,
      ),
    remove: (id) => runDone(() => calls.remove(id), 'admin.deleted', tree.load),
  }
}
