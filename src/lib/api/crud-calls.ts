import { fillPath } from '../../../contract/fill-path.ts'
import { http } from './client.ts'

/** The create, edit and delete calls of one kind of row. */
export interface CrudCalls<Row, Input> {
  /** POST to the collection: the new row. */
  create: (body: Input) => Promise<Row>
  /** PUT to the row: the row as saved. */
  edit: (id: number, body: Input) => Promise<Row>
  /** DELETE the row; the server may refuse (the client's error toast says why). */
  remove: (id: number) => Promise<void>
}

/** The calls of a kind of row kept at `collection`, each row at `item` (a path with `:id`). */
export function crudCalls<Row, Input>(collection: string, item: `${string}/:id`): CrudCalls<Row, Input> {
  const at = (id: number) => fillPath(item as '/:id', { id })
  return {
    create: async (body) => (await http.post<Row>(collection, body)).data,
    edit: async (id, body) => (await http.put<Row>(at(id), body)).data,
    remove: async (id) => {
      await http.delete(at(id))
    },
  }
}
