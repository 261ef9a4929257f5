import { useStore } from '@nanostores/react'
import { useRef, type ChangeEvent } from 'react'
import type { ProcessLibrary } from '../../../../contract/process-library.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchBar } from '../../../lib/search-bar.tsx'
import { ToolButton } from '../../../lib/tool-button.tsx'
import type { LibraryFilters } from '../api/get-library-rows.ts'
import { libraryList } from '../stores/library-list.ts'
import { $libraryExporting, $libraryImport, downloadLibrary, uploadLibrary } from '../stores/library-transfer.ts'
import '../messages.ts'

/** Props of LibraryToolbar. */
export interface LibraryToolbarProps {
  library: ProcessLibrary
  can: (action: string) => boolean
  onAdd: () => void
}

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Search (Enter or the button; clearing searches again), the status filter, add, XLSX import and export. */
export function LibraryToolbar({ library, can, onAdd }: LibraryToolbarProps) {
  const t = useT()
  const list = libraryList(library)
  const { filters } = useStore(list.$state)
  const exporting = useStore($libraryExporting) === library
  const importing = useStore($libraryImport)
  const picker = useRef<HTMLInputElement>(null)

  function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0]
    // Cleared so that picking the same file again, after fixing it, uploads it again.
    e.target.value = ''
    if (file) void uploadLibrary(library, file)
  }
  const ours = importing.status !== 'idle' && importing.library === library

  return (
    <>
      <SearchBar
        list={list}
        testId="library"
        className="qe-library-toolbar"
        label={t('processLibrary.search')}
        placeholder={t('processLibrary.searchPlaceholder')}
      >
        <select
          className="qe-native-input"
          aria-label={t('processLibrary.status')}
          value={filters.enabled}
          data-testid="library-filter-enabled"
          onChange={(e) => void list.setFilters({ enabled: e.target.value as LibraryFilters['enabled'] })}
        >
          <option value="">{t('processLibrary.anyStatus')}</option>
          <option value="true">{t('processLibrary.enabled')}</option>
          <option value="false">{t('processLibrary.disabled')}</option>
        </select>
        <span className="qe-library-spacer" />
        {can('add') && (
          <>
            <ToolButton
              variant="primary"
              icon="plus-lg"
              label={t('processLibrary.add', { library: t(`processLibrary.library.${library}`) })}
              onClick={onAdd}
              testId="library-add"
            />
            <ToolButton
              icon="upload"
              label={t('processLibrary.import')}
              loading={ours && importing.status === 'busy'}
              onClick={() => picker.current?.click()}
              testId="library-import"
            />
          </>
        )}
        <ToolButton
          icon="download"
          label={t('processLibrary.export')}
          loading={exporting}
          onClick={() => void downloadLibrary(library)}
          testId="library-export"
        />
        <input
          ref={picker}
          type="file"
          accept={XLSX}
          hidden
          aria-label={t('processLibrary.importLabel')}
          onChange={pick}
          data-testid="library-import-file"
        />
      </SearchBar>
      {ours && importing.status === 'done' && (
        <p className="qe-muted" role="status" data-testid="library-import-result">
          {t('processLibrary.imported', { added: importing.added, updated: importing.updated })}
        </p>
      )}
      {ours && importing.status === 'failed' && (
        <p className="qe-error" role="alert" data-testid="library-import-error">
          {t('processLibrary.importFailed', { message: importing.message })}
        </p>
      )}
    </>
  )
}
