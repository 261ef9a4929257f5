import { PermissionMatrixView } from '../../features/admin/components/permission-matrix-view.tsx'

/** /permissionManage/user/permission-manage: the matrix is all-or-nothing; the server admits the SuperAdministrator only. */
export function PermissionManagePage() {
  return <PermissionMatrixView />
}
