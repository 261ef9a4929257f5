/** An ADMIN_API path with its `:id` filled in. */
export const idPath = (path: string, id: number): string => path.replace(':id', String(id))
