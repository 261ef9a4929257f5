import type { ProcessLibrary } from '../../../contract/process-library.ts'
import { LibraryScreen } from '../../features/process-library/components/library-screen.tsx'
import { hasPermission } from '../../lib/permission.ts'
import { useRouteEntry } from '../router/route-context.ts'

// The three process-management views (server menus: process-manage/*); one lazy chunk for all.

function ProcessManagePage({ library }: { library: ProcessLibrary }) {
  const granted = useRouteEntry()?.meta.permission ?? []
  return <LibraryScreen library={library} can={(action) => hasPermission(action, granted)} />
}

/** process-manage/craft */
export const ProcessCraftPage = () => <ProcessManagePage library="crafts" />
/** process-manage/equipment */
export const ProcessEquipmentPage = () => <ProcessManagePage library="equipment" />
/** process-manage/tool */
export const ProcessToolPage = () => <ProcessManagePage library="tools" />
